import {
  decodeFrame,
  encodeFrame,
  SyncType,
  type CollabAddress,
  type CollabCreation,
  type Frame,
} from '@quire/shared/collab';
import type { LiveEvent } from '../collab/liveDoc.js';

// The binary frames of /ws/v1 (docs/realtime.md), through the one codec the browser uses too
// (`@quire/shared/collab`): what this end accepts from clients, and the frames it sends.

export { SyncType, type CollabAddress, type CollabCreation };

/** What a client may send: every frame but an ack. */
export type ClientFrame = Exclude<Frame, { type: 'ack' }>;

const syncKinds = ['step1', 'step2', 'update'] as const;

/** The frame a client sent, or a reason it is refused (nothing in it is acted on). */
export function decodeClientFrame(bytes: Uint8Array): ClientFrame | { refused: string } {
  const frame = decodeFrame(bytes);
  if ('refused' in frame) return frame;
  if (frame.type === 'ack') return { refused: 'acks are sent by the server only' };
  return frame;
}

export function syncFrame(
  address: CollabAddress,
  syncType: (typeof SyncType)[keyof typeof SyncType],
  payload: Uint8Array,
): Uint8Array {
  return encodeFrame({ ...address, type: 'sync', syncType: syncKinds[syncType], payload });
}

export function awarenessFrame(address: CollabAddress, payload: Uint8Array): Uint8Array {
  return encodeFrame({ ...address, type: 'awareness', payload });
}

/** A write of this connection is committed (or was empty): the collab's version after it. */
export function ackFrame(address: CollabAddress, version: number): Uint8Array {
  return encodeFrame({ ...address, type: 'ack', version });
}

/** The server ended this subscription (access lost, collab gone); an error frame says why. */
export function unsubscribedFrame(address: CollabAddress): Uint8Array {
  return encodeFrame({ ...address, type: 'unsubscribe' });
}

/** Frames already encoded for a live event: every subscriber of a collab shares its (lower-cased) address. */
const eventFrames = new WeakMap<LiveEvent, Uint8Array>();

/**
 * The frame that passes `event` on to a subscriber of `address`: encoded once per event, then the same bytes for
 * every other subscriber (a fan-out to N sockets costs one encode, not N).
 */
export function liveEventFrame(address: CollabAddress, event: LiveEvent): Uint8Array {
  let frame = eventFrames.get(event);
  if (frame === undefined) {
    frame =
      event.kind === 'update'
        ? syncFrame(address, SyncType.Update, event.payload)
        : awarenessFrame(address, event.payload);
    eventFrames.set(event, frame);
  }
  return frame;
}
