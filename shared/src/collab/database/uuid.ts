import { encodeUtf8 } from 'lib0/string';

// AppFlowy derives a row's meta keys and its row document id as name-based (v5) UUIDs in the row id's
// namespace. SHA-1 is written out here because the collab entry runs in browsers too, where the only digest
// (crypto.subtle) is asynchronous; it is used for ids, never for security.

function rotate(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

function sha1(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) << 6);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32));
  const h = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]);
  const w = new Uint32Array(80);
  const at = (array: Uint32Array, index: number): number => array[index] ?? 0;
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 80; i += 1) {
      w[i] = rotate(at(w, i - 3) ^ at(w, i - 8) ^ at(w, i - 14) ^ at(w, i - 16), 1);
    }
    let [a, b, c, d, e] = [at(h, 0), at(h, 1), at(h, 2), at(h, 3), at(h, 4)];
    for (let i = 0; i < 80; i += 1) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const next = (rotate(a, 5) + f + e + k + at(w, i)) | 0;
      e = d;
      d = c;
      c = rotate(b, 30);
      b = a;
      a = next;
    }
    h[0] = at(h, 0) + a;
    h[1] = at(h, 1) + b;
    h[2] = at(h, 2) + c;
    h[3] = at(h, 3) + d;
    h[4] = at(h, 4) + e;
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 5; i += 1) outView.setUint32(i * 4, at(h, i));
  return out;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The v5 UUID of `name` in the namespace `namespace` (a UUID); undefined when `namespace` is not one. */
export function uuidV5(namespace: string, name: string): string | undefined {
  if (!uuidPattern.test(namespace)) return undefined;
  const hex = namespace.replace(/-/g, '');
  const nameBytes = encodeUtf8(name);
  const input = new Uint8Array(16 + nameBytes.length);
  for (let i = 0; i < 16; i += 1) input[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  input.set(nameBytes, 16);
  const digest = sha1(input).slice(0, 16);
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x50;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const out = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20)}`;
}

/** The keys of a row's `meta` map. */
export type RowMetaKey = 'document_id' | 'icon_id' | 'cover_id' | 'is_document_empty';

export function rowMetaKey(rowId: string, key: RowMetaKey): string | undefined {
  return uuidV5(rowId, key);
}

/** The object id of a row's document (its row page), derived from the row id as AppFlowy does. */
export function rowDocumentId(rowId: string): string | undefined {
  return rowMetaKey(rowId, 'document_id');
}
