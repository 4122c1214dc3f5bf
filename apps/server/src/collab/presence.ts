import { AppError, isAppError } from '@quire/shared/errors';
import * as decoding from 'lib0/decoding';
import { applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import type { LiveDoc } from './liveDoc.js';

// Presence (y-protocols awareness) on a live document: relayed, never stored. Each awareness client id is spoken
// for by one connection (or another instance) until its state is removed or times out.

/** One client's entry in an awareness update. */
export interface AwarenessEntry {
  client: number;
  /** Bytes of its JSON state as sent. */
  stateBytes: number;
  /** Its state is null: the update removes it. */
  removed: boolean;
}

/** Bounds a connection's update is read under (`realtime/presenceGate.ts`); another instance's is read without. */
export interface AwarenessBounds {
  maxClients: number;
  maxStateBytes: number;
}

/**
 * The entries of an awareness update (lib0: count, then per client id, clock, JSON state); throws unless it is
 * well-formed throughout, so that it is refused before any of it is applied. With `bounds`, PayloadTooLarge as
 * soon as the count or a state is over them (an oversized count is refused before anything else is read).
 */
export function readAwarenessUpdate(payload: Uint8Array, bounds?: AwarenessBounds): AwarenessEntry[] {
  try {
    return readEntries(payload, bounds);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('DecodeUpdateError', 'The awareness update could not be decoded');
  }
}

function readEntries(payload: Uint8Array, bounds: AwarenessBounds | undefined): AwarenessEntry[] {
  const decoder = decoding.createDecoder(payload);
  const count = decoding.readVarUint(decoder);
  if (bounds !== undefined && count > bounds.maxClients) {
    throw new AppError(
      'PayloadTooLarge',
      `An awareness update can speak for at most ${bounds.maxClients} clients`,
    );
  }
  const entries: AwarenessEntry[] = [];
  for (let index = 0; index < count; index++) {
    const client = decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    const json = decoding.readVarString(decoder);
    const stateBytes = Buffer.byteLength(json);
    if (bounds !== undefined && stateBytes > bounds.maxStateBytes) {
      throw new AppError(
        'PayloadTooLarge',
        `An awareness state can be at most ${bounds.maxStateBytes} bytes`,
      );
    }
    entries.push({ client, stateBytes, removed: JSON.parse(json) === null });
  }
  if (decoding.hasContent(decoder)) throw new Error('bytes after the awareness update');
  return entries;
}

/** The client ids an awareness update speaks for; throws unless it is well-formed throughout. */
export function awarenessClients(payload: Uint8Array): number[] {
  return readAwarenessUpdate(payload).map((entry) => entry.client);
}

/**
 * Applies an awareness update from `origin`; returns the client ids it speaks for. DecodeUpdateError when it is
 * malformed, NotEnoughPermissions when it speaks for a client another connection or instance speaks for (one
 * cannot move or remove someone else's cursor); nothing is applied then.
 */
export function applyPresence(entry: LiveDoc, payload: Uint8Array, origin: unknown): number[] {
  let clients: number[];
  try {
    clients = awarenessClients(payload);
  } catch {
    throw new AppError('DecodeUpdateError', 'The awareness update could not be decoded');
  }
  for (const client of clients) {
    const owner = entry.presenceOwners.get(client);
    if (owner !== undefined && owner !== origin) {
      throw new AppError('NotEnoughPermissions', 'That presence belongs to another connection');
    }
  }
  for (const client of clients) entry.presenceOwners.set(client, origin);
  applyAwarenessUpdate(entry.awareness, payload, origin);
  return clients;
}

/** An update relayed by another instance (checked there): its clients are that instance's unless claimed here. */
export function applyRemotePresence(entry: LiveDoc, payload: Uint8Array, origin: unknown): void {
  for (const client of awarenessClients(payload)) {
    if (!entry.presenceOwners.has(client)) entry.presenceOwners.set(client, origin);
  }
  applyAwarenessUpdate(entry.awareness, payload, origin);
}

/** Removes `clients`' presence; the update that tells the others, or undefined when there was none. */
export function removePresence(
  entry: LiveDoc,
  clients: readonly number[],
  origin: unknown,
): Uint8Array | undefined {
  if (!entry.hasAwareness) return undefined;
  const known = clients.filter((client) => entry.awareness.meta.has(client));
  if (known.length === 0) return undefined;
  removeAwarenessStates(entry.awareness, known, origin);
  return encodeAwarenessUpdate(entry.awareness, known);
}

/** Everyone's presence, for a new subscriber; undefined when nobody is there. */
export function presenceOf(entry: LiveDoc): Uint8Array | undefined {
  if (!entry.hasAwareness) return undefined;
  const clients = [...entry.awareness.states.keys()];
  return clients.length === 0 ? undefined : encodeAwarenessUpdate(entry.awareness, clients);
}
