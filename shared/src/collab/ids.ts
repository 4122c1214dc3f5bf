const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A short random id from an alphanumeric alphabet, like the nanoid ids AppFlowy gives blocks, text and
 * children lists (10 characters) and database fields (6). 62 does not divide 256, so bytes past the last
 * full multiple are skipped to keep every character equally likely.
 */
export function shortId(length = 10): string {
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && id.length < length) id += alphabet.charAt(byte % alphabet.length);
    }
  }
  return id;
}
