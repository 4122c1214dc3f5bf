import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of uploaded files live: a folder (local.ts) or an S3-compatible bucket (s3.ts). Keys are
 * made by `newStorageKey` only and checked by every backend, so no name from a request ever reaches a path.
 */
export interface BlobStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores exactly `size` bytes of `body` under `key`. A body that fails, ends early or runs long leaves
   * nothing under `key`, and the promise rejects with the body's error.
   */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** The object's bytes (only `range` when given), or undefined when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Deletes whatever is under each key; a missing object is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Fails when the storage cannot be used (checked once at start, so a wrong bucket stops the server). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** `<workspace id>/<random uuid>`: the only shape of key any backend accepts. */
const storageKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key for one upload into `workspaceId` (a lower-case UUID, as the routes hand it over). */
export function newStorageKey(workspaceId: string): string {
  return checkedStorageKey(`${workspaceId}/${randomUUID()}`);
}

export function checkedStorageKey(key: string): string {
  if (!storageKeyPattern.test(key)) throw new Error('not a storage key');
  return key;
}

/** The body came to more bytes than were announced or allowed: the upload is refused, nothing kept. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('the body is larger than announced or allowed');
    this.name = 'BodyTooLargeError';
  }
}
