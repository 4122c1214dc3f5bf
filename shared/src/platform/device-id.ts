import { StorageKeys, readStored, writeStored } from './storage.js';

const DEVICE_ID_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const VALID = /^[A-Za-z0-9]{8}$/;

function randomCharacters(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of neither 62 nor 64, so the modulo bias is slight; an id only needs to differ per device.
  return Array.from(bytes, (byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('');
}

/** The device id sent as `x-device-id`: 8 random characters kept under `x-device-id`; junk is replaced. */
export function getDeviceId(): string {
  const stored = readStored(StorageKeys.deviceId);
  if (stored !== null && VALID.test(stored)) return stored;
  const fresh = randomCharacters(DEVICE_ID_LENGTH);
  writeStored(StorageKeys.deviceId, fresh);
  return fresh;
}
