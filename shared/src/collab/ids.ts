const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The alphabet of AppFlowy's document ids: nanoid's URL-safe set, in the order its web client calls
 * "Rust nanoid safe". 64 characters, so one random byte masked to 6 bits picks each one evenly.
 */
const nanoidAlphabet = '_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A short random id from an alphanumeric alphabet, like the ids AppFlowy gives database fields (6
 * characters). 62 does not divide 256, so bytes past the last full multiple are skipped to keep every
 * character equally likely.
 */
export function shortId(length = 10): string {
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && id.length < length) id += alphanumeric.charAt(byte % alphanumeric.length);
    }
  }
  return id;
}

function nanoid(length: number): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) id += nanoidAlphabet.charAt(byte & 63);
  return id;
}

/** A new document block's id: 8 random characters (spec: "Block ids are 8 random characters"). */
export function newBlockId(): string {
  return nanoid(8);
}

/** A generic id (a block's text id, children-list id): 21 random characters, nanoid's default length. */
export function newGenericId(): string {
  return nanoid(21);
}
