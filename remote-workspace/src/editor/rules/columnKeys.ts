import type { DocumentEditorInstance, EditorBlock } from '../schema';
import { columnType } from '../schema/columns';

/** The last block in document order inside `block` (itself when it has no children). */
function lastInside(block: EditorBlock): EditorBlock {
  const last = block.children.at(-1);
  return last === undefined ? block : lastInside(last);
}

/**
 * Backspace at the start of a column's first line. BlockNote would lift the line out of its column into the
 * columns block itself, a shape AppFlowy does not have; instead a heading or list item becomes a paragraph, text
 * stays where it is, and an empty line is deleted — the column's last one takes the column with it, and a
 * columns block left with one column dissolves (EDT-13, EDT-14, the model's rules). Answers whether it handled
 * the key.
 */
export function columnBackspace(editor: DocumentEditorInstance): boolean {
  const { selection } = editor.prosemirrorView.state;
  if (!selection.empty || selection.$from.parentOffset !== 0 || !selection.$from.parent.isTextblock)
    return false;
  const block = editor.getTextCursorPosition().block;
  const column = editor.getParentBlock(block.id);
  // A table's cells keep BlockNote's own Backspace (it never leaves the cell).
  if (!Array.isArray(block.content)) return false;
  if (column?.type !== columnType || column.children[0]?.id !== block.id) return false;
  if (block.type !== 'paragraph') {
    editor.updateBlock(block.id, { type: 'paragraph' });
    return true;
  }
  if (Array.isArray(block.content) && block.content.length > 0) return true;

  const next = column.children[1];
  const columns = editor.getParentBlock(column.id);
  const siblings = columns?.children ?? [];
  const previousColumn = siblings[siblings.findIndex((candidate) => candidate.id === column.id) - 1];
  const target =
    next !== undefined
      ? { id: next.id, placement: 'start' as const }
      : previousColumn !== undefined
        ? { id: lastInside(previousColumn).id, placement: 'end' as const }
        : undefined;
  editor.removeBlocks([block.id]);
  if (target !== undefined && editor.getBlock(target.id) !== undefined)
    editor.setTextCursorPosition(target.id, target.placement);
  return true;
}
