import type { Node } from '../binding/prosemirror';

/** One occurrence of the query: document positions, `to` exclusive. */
export interface Match {
  from: number;
  to: number;
}

/** More than this many occurrences are not marked: the count says "999+" and the first ones are shown. */
export const maxMatches = 999;

/**
 * Every occurrence of `query` in the text of `doc`, in document order, case-insensitive. Text is searched
 * within one block's line at a time (a match never spans two blocks, as in every editor's find); marks and
 * inline chips split nothing but the chips' own text, which is not searched. Stops after `maxMatches`.
 */
export function findMatches(doc: Node, query: string): Match[] {
  const needle = query.toLocaleLowerCase();
  if (needle === '') return [];
  const matches: Match[] = [];
  doc.descendants((node, position) => {
    if (matches.length >= maxMatches) return false;
    if (!node.isTextblock) return true;
    // The line's text with, for each character, its document position.
    let text = '';
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText || child.text === undefined) {
        text += '\u0000';
        positions.push(position + 1 + offset);
        return;
      }
      text += child.text;
      for (let index = 0; index < child.text.length; index += 1)
        positions.push(position + 1 + offset + index);
    });
    const haystack = text.toLocaleLowerCase();
    // Lower-casing may change a string's length (rare letters); positions then are not trusted.
    if (haystack.length !== text.length) return false;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      const from = positions[at];
      const last = positions[at + needle.length - 1];
      if (from === undefined || last === undefined) break;
      matches.push({ from, to: last + 1 });
      if (matches.length >= maxMatches) break;
    }
    return false;
  });
  return matches;
}
