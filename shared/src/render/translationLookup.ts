type Tree = Record<string, unknown>;

/**
 * `key` in a locale file's tree, nested by '.'; a key that itself holds dots is found too, as i18next finds it.
 * The publish page entry's translator and the server's published-page labels read the same files with it.
 */
export function lookUpTranslation(tree: unknown, parts: readonly string[]): string | undefined {
  if (parts.length === 0) return typeof tree === 'string' ? tree : undefined;
  if (tree === null || typeof tree !== 'object') return undefined;
  for (let length = parts.length; length >= 1; length -= 1) {
    const head = parts.slice(0, length).join('.');
    if (!Object.prototype.hasOwnProperty.call(tree, head)) continue;
    const found = lookUpTranslation((tree as Tree)[head], parts.slice(length));
    if (found !== undefined) return found;
  }
  return undefined;
}
