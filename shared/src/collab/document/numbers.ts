/**
 * A number as AppFlowy's writers leave it: Rust's i64 decodes from Yjs as a BigInt, the JSON snapshots
 * carry plain numbers, and some block data holds digits in a string (`"image_type":"1"`). Anything else,
 * including an empty or non-numeric string, reads as absent.
 */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A flag as AppFlowy's writers leave it: a boolean, or (from older clients) 'true'/'false', 1/0. */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  const number = readNumber(value);
  return number === undefined ? undefined : number !== 0;
}

/** A value with every BigInt made a number, so it can go through JSON (renderers, snapshots, tests). */
export function toPlainJson(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toPlainJson(entry)]));
  }
  return value;
}
