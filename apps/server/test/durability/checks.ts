// What the durability test asserts about a stored document: only whole tokens, none twice, every acknowledged
// one present, and a version no lower than any acknowledged.
import type * as Y from 'yjs';
import { firstText } from '../wsClient.js';
import { tokenPattern } from './typist.js';

export interface StoredState {
  text: string;
  tokens: Set<string>;
  version: number;
}

export function storedState(doc: Y.Doc, version: number): StoredState {
  const text = firstText(doc).toJSON();
  const tokens = text.match(tokenPattern) ?? [];
  if (tokens.join('') !== text) throw new Error(`the stored text holds more than whole tokens: ${text}`);
  const unique = new Set(tokens);
  if (unique.size !== tokens.length) throw new Error(`a token is stored twice: ${text}`);
  return { text, tokens: unique, version };
}

/** Fails (naming the first missing ones) unless every token in `acknowledged` is stored. */
export function assertDurable(
  stored: StoredState,
  acknowledged: ReadonlySet<string>,
  maxAckedVersion: number,
  where: string,
): void {
  const missing = [...acknowledged].filter((token) => !stored.tokens.has(token));
  if (missing.length > 0) {
    throw new Error(
      `${where}: ${missing.length} of ${acknowledged.size} acknowledged tokens are not stored, e.g. ` +
        missing.slice(0, 10).join(' '),
    );
  }
  if (stored.version < maxAckedVersion) {
    throw new Error(`${where}: stored version ${stored.version} < acknowledged version ${maxAckedVersion}`);
  }
}
