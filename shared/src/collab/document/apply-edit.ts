import type * as Y from 'yjs';
import type { TextEdit } from './marks.js';

/**
 * Applies a delta edit through Y.Text's own insert/format/delete. `Y.Text.applyDelta` is avoided: in
 * the pinned Yjs its `sanitize` flag works the wrong way round (`sanitize: false` drops a final
 * newline, which a code block needs), and it writes into the caller's attribute objects.
 */
export function applyEdit(text: Y.Text, edit: readonly TextEdit[]): void {
  let index = 0;
  for (const op of edit) {
    if ('retain' in op) {
      if (op.attributes !== undefined) text.format(index, op.retain, { ...op.attributes });
      index += op.retain;
    } else if ('delete' in op) {
      text.delete(index, op.delete);
    } else if (typeof op.insert === 'string') {
      // Explicit (possibly empty) marks, so the insert does not inherit those of its neighbour.
      text.insert(index, op.insert, { ...op.attributes });
      index += op.insert.length;
    } else {
      text.insertEmbed(index, { ...op.insert }, { ...op.attributes });
      index += 1;
    }
  }
}
