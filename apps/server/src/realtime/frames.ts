import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { z } from 'zod';

// Binary frames of /ws/v1 (docs/realtime.md): `varUint type, varString workspaceId, varString objectId, body`,
// in lib0 encoding. Sync bodies are y-protocols sync messages as they are; awareness bodies y-protocols
// awareness updates.

export const FrameType = { Sync: 0, Awareness: 1, Subscribe: 2, Unsubscribe: 3, Ack: 4 } as const;

/** y-protocols sync message types (y-protocols/sync). */
export const SyncType = { Step1: 0, Step2: 1, Update: 2 } as const;

export interface CollabAddress {
  workspaceId: string;
  objectId: string;
}

export type ClientFrame =
  | (CollabAddress & { type: 'sync'; syncType: 'step1' | 'step2' | 'update'; payload: Uint8Array })
  | (CollabAddress & { type: 'awareness'; payload: Uint8Array })
  | (CollabAddress & { type: 'subscribe' })
  | (CollabAddress & { type: 'unsubscribe' });

const uuid = z.uuid();
const syncTypes = ['step1', 'step2', 'update'] as const;

/** The frame a client sent, or a reason it is refused (nothing in it is acted on). */
export function decodeClientFrame(bytes: Uint8Array): ClientFrame | { refused: string } {
  try {
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    const workspaceId = decoding.readVarString(decoder).toLowerCase();
    const objectId = decoding.readVarString(decoder).toLowerCase();
    if (!uuid.safeParse(workspaceId).success || !uuid.safeParse(objectId).success) {
      return { refused: 'workspace and object ids must be UUIDs' };
    }
    const address = { workspaceId, objectId };
    let frame: ClientFrame;
    switch (type) {
      case FrameType.Sync: {
        const syncType = syncTypes[decoding.readVarUint(decoder)];
        if (syncType === undefined) return { refused: 'unknown sync message type' };
        frame = { ...address, type: 'sync', syncType, payload: decoding.readVarUint8Array(decoder) };
        break;
      }
      case FrameType.Awareness:
        frame = { ...address, type: 'awareness', payload: decoding.readVarUint8Array(decoder) };
        break;
      case FrameType.Subscribe:
        frame = { ...address, type: 'subscribe' };
        break;
      case FrameType.Unsubscribe:
        frame = { ...address, type: 'unsubscribe' };
        break;
      default:
        return { refused: `unknown frame type ${type}` };
    }
    if (decoding.hasContent(decoder)) return { refused: 'the frame has bytes after its end' };
    return frame;
  } catch {
    return { refused: 'the frame is truncated or malformed' };
  }
}

function header(type: number, address: CollabAddress): encoding.Encoder {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarString(encoder, address.workspaceId);
  encoding.writeVarString(encoder, address.objectId);
  return encoder;
}

export function syncFrame(
  address: CollabAddress,
  syncType: (typeof SyncType)[keyof typeof SyncType],
  payload: Uint8Array,
): Uint8Array {
  const encoder = header(FrameType.Sync, address);
  encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

export function awarenessFrame(address: CollabAddress, payload: Uint8Array): Uint8Array {
  const encoder = header(FrameType.Awareness, address);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

/** A write of this connection is committed (or was empty): the collab's version after it. */
export function ackFrame(address: CollabAddress, version: number): Uint8Array {
  const encoder = header(FrameType.Ack, address);
  encoding.writeVarUint(encoder, version);
  return encoding.toUint8Array(encoder);
}

/** The server ended this subscription (access lost, collab gone); an error frame says why. */
export function unsubscribedFrame(address: CollabAddress): Uint8Array {
  return encoding.toUint8Array(header(FrameType.Unsubscribe, address));
}
