import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

// What one instance tells the others about an open collab, on the bus channel `collabChannel(...)`. The
// instance id lets the sender skip its own messages (it already delivered them locally).

export type FanoutMessage =
  /** An update that is already committed; `version` is the collab's version after it. */
  | { kind: 'update'; instanceId: string; version: number; payload: Uint8Array }
  /** A y-protocols awareness update (presence, cursors); never stored. */
  | { kind: 'awareness'; instanceId: string; payload: Uint8Array };

const kindCodes = { update: 0, awareness: 1 } as const;

export function collabChannel(workspaceId: string, objectId: string): string {
  return `collab:${workspaceId}:${objectId}`;
}

export function encodeFanout(message: FanoutMessage): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kindCodes[message.kind]);
  encoding.writeVarString(encoder, message.instanceId);
  encoding.writeVarUint(encoder, message.kind === 'update' ? message.version : 0);
  encoding.writeVarUint8Array(encoder, message.payload);
  return encoding.toUint8Array(encoder);
}

/** Undefined for anything this version does not understand (another release on the same Redis). */
export function decodeFanout(bytes: Uint8Array): FanoutMessage | undefined {
  try {
    const decoder = decoding.createDecoder(bytes);
    const kind = decoding.readVarUint(decoder);
    const instanceId = decoding.readVarString(decoder);
    const version = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (kind === kindCodes.update) return { kind: 'update', instanceId, version, payload };
    if (kind === kindCodes.awareness) return { kind: 'awareness', instanceId, payload };
    return undefined;
  } catch {
    return undefined;
  }
}
