// The update check every stored byte passes first: only AppError 1055/1056 for anything malformed, however
// it is malformed, and a valid update is never refused.
import { randomBytes } from 'node:crypto';
import { ErrorCode, isAppError } from '@quire/shared/errors';
import * as Y from 'yjs';
import { checkUpdate } from './updates.js';

/** A stored document and an edit made on it, as a client would send it. */
function documentAndEdit(): { stored: Uint8Array; edit: Uint8Array } {
  const doc = new Y.Doc();
  const text = doc.getMap('data').set('text', new Y.Text());
  text.insert(0, 'Hello, world', { bold: true });
  const list = doc.getMap('data').set('list', new Y.Array<unknown>());
  const stored = Y.encodeStateAsUpdate(doc);
  const before = Y.encodeStateVector(doc);
  list.push([1, 'two', { three: 3 }, new Uint8Array([4]), new Y.Map()]);
  text.insert(5, ' there', { italic: true });
  text.delete(0, 2);
  return { stored, edit: Y.encodeStateAsUpdate(doc, before) };
}

const { stored, edit } = documentAndEdit();

/** What checkUpdate does with `bytes`: accepted, or the code it refused with (anything else fails the test). */
function outcome(bytes: Uint8Array): 'accepted' | number {
  try {
    checkUpdate(bytes, stored);
    return 'accepted';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
}

describe('checkUpdate', () => {
  it('accepts a real update and says whether an update is empty', () => {
    expect(checkUpdate(edit, stored)).toEqual({ empty: false });
    expect(checkUpdate(new Uint8Array([0, 0]), stored)).toEqual({ empty: true });
  });

  it('10,000 random byte strings: each is accepted as a valid update or refused with 1055/1056, nothing else', () => {
    const refusals = new Set<number>([ErrorCode.DecodeUpdateError, ErrorCode.ApplyUpdateError]);
    let refused = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const bytes = randomBytes(1 + (i % 257));
      const result = outcome(bytes);
      if (result === 'accepted') {
        // Accepted means Yjs itself reads it in full.
        expect(() => Y.decodeUpdate(bytes)).not.toThrow();
      } else {
        expect(refusals.has(result)).toBe(true);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(9_000);
  });

  it('every truncation of a real edit, and the values that change how a byte reads at every position: refused, or it lands and the document still reads', () => {
    const allowed = (result: 'accepted' | number) =>
      result === 'accepted' ||
      result === ErrorCode.DecodeUpdateError ||
      result === ErrorCode.ApplyUpdateError;
    for (let length = 0; length < edit.length; length += 1) {
      expect(allowed(outcome(edit.subarray(0, length)))).toBe(true);
    }
    let applyRefusals = 0;
    for (let at = 0; at < edit.length; at += 1) {
      const original = edit[at] ?? 0;
      // The values that flip how a byte reads (varint continuation, small type tags, sign) and its neighbours.
      const values = new Set([0, 1, 2, 3, 4, 7, 8, 9, 10, 0x7f, 0x80, 0xff, original ^ 1, original ^ 0x80]);
      for (const value of values) {
        if (value === original) continue;
        const corrupt = Uint8Array.from(edit);
        corrupt[at] = value;
        const result = outcome(corrupt);
        expect(allowed(result)).toBe(true);
        if (result === ErrorCode.ApplyUpdateError) applyRefusals += 1;
        if (result === 'accepted') {
          // What is accepted applies on top of the stored document, which still reads whole.
          const doc = new Y.Doc();
          Y.applyUpdate(doc, stored);
          Y.applyUpdate(doc, corrupt);
          expect(() => doc.getMap('data').toJSON()).not.toThrow();
        }
      }
    }
    // Some corruptions decode but break the document they land on: those are the ones tried on a copy.
    expect(applyRefusals).toBeGreaterThan(0);
  });
});
