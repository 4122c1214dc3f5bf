import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

// The binary frames of the realtime connection `/ws/v1` (docs/realtime.md), one codec for the server and the
// browser: `varUint type, varString workspaceId, varString objectId, body`, in lib0 encoding. A sync body is a
// y-protocols sync message as it is (`varUint syncType, varUint8Array payload`); an awareness body a y-protocols
// awareness update; an ack body the collab's version after a write.

export const FrameType = { Sync: 0, Awareness: 1, Subscribe: 2, Unsubscribe: 3, Ack: 4 } as const;

/** y-protocols' sync message types. */
export const SyncType = { Step1: 0, Step2: 1, Update: 2 } as const;

export type SyncKind = 'step1' | 'step2' | 'update';
const syncKinds: readonly SyncKind[] = ['step1', 'step2', 'update'];

export interface CollabAddress {
  workspaceId: string;
  objectId: string;
}

/**
 * A subscription that may create its collab (issue 24): a database row (collab_type 4) under its database, or a
 * row's document (collab_type 0) under its row, made on the client and not on the server yet. Sent after the
 * address as `varUint collabType, varString parentId`; absent, a missing collab is not found as before.
 */
export interface CollabCreation {
  collabType: number;
  parentId: string;
}

export type Frame =
  | (CollabAddress & { type: 'sync'; syncType: SyncKind; payload: Uint8Array })
  | (CollabAddress & { type: 'awareness'; payload: Uint8Array })
  | (CollabAddress & { type: 'subscribe'; create?: CollabCreation })
  | (CollabAddress & { type: 'unsubscribe' })
  | (CollabAddress & { type: 'ack'; version: number });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The frame in `bytes`, or why it is refused: truncated, bytes left over, ids that are not UUIDs, unknown types. */
export function decodeFrame(bytes: Uint8Array): Frame | { refused: string } {
  try {
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    const workspaceId = decoding.readVarString(decoder).toLowerCase();
    const objectId = decoding.readVarString(decoder).toLowerCase();
    if (!uuidPattern.test(workspaceId) || !uuidPattern.test(objectId)) {
      return { refused: 'workspace and object ids must be UUIDs' };
    }
    const address = { workspaceId, objectId };
    let frame: Frame;
    switch (type) {
      case FrameType.Sync: {
        const syncType = syncKinds[decoding.readVarUint(decoder)];
        if (syncType === undefined) return { refused: 'unknown sync message type' };
        frame = { ...address, type: 'sync', syncType, payload: decoding.readVarUint8Array(decoder) };
        break;
      }
      case FrameType.Awareness:
        frame = { ...address, type: 'awareness', payload: decoding.readVarUint8Array(decoder) };
        break;
      case FrameType.Subscribe: {
        if (!decoding.hasContent(decoder)) {
          frame = { ...address, type: 'subscribe' };
          break;
        }
        const collabType = decoding.readVarUint(decoder);
        const parentId = decoding.readVarString(decoder).toLowerCase();
        if (!uuidPattern.test(parentId)) return { refused: 'a parent id must be a UUID' };
        frame = { ...address, type: 'subscribe', create: { collabType, parentId } };
        break;
      }
      case FrameType.Unsubscribe:
        frame = { ...address, type: 'unsubscribe' };
        break;
      case FrameType.Ack:
        frame = { ...address, type: 'ack', version: decoding.readVarUint(decoder) };
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

/** The bytes of `frame`. */
export function encodeFrame(frame: Frame): Uint8Array {
  const encoder = encoding.createEncoder();
  const type = {
    sync: FrameType.Sync,
    awareness: FrameType.Awareness,
    subscribe: FrameType.Subscribe,
    unsubscribe: FrameType.Unsubscribe,
    ack: FrameType.Ack,
  }[frame.type];
  encoding.writeVarUint(encoder, type);
  encoding.writeVarString(encoder, frame.workspaceId);
  encoding.writeVarString(encoder, frame.objectId);
  switch (frame.type) {
    case 'sync':
      encoding.writeVarUint(encoder, syncKinds.indexOf(frame.syncType));
      encoding.writeVarUint8Array(encoder, frame.payload);
      break;
    case 'awareness':
      encoding.writeVarUint8Array(encoder, frame.payload);
      break;
    case 'ack':
      encoding.writeVarUint(encoder, frame.version);
      break;
    case 'subscribe':
      if (frame.create !== undefined) {
        encoding.writeVarUint(encoder, frame.create.collabType);
        encoding.writeVarString(encoder, frame.create.parentId);
      }
      break;
    case 'unsubscribe':
      break;
  }
  return encoding.toUint8Array(encoder);
}
