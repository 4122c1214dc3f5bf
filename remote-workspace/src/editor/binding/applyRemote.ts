import { blockTree, childIds, documentTree, getBlock, pageId, textDelta } from '@quire/shared/collab';
import type * as Y from 'yjs';
import { toEditorBlock, toEditorDocument } from '../convert/toEditor';
import { textOf } from '../convert/toModel';
import type { DocumentEditorInstance, EditorBlock, EditorPartialBlock } from '../schema';
import { placeholderType } from '../schema/placeholder';
import { tableType } from '../schema/subtree';
import type { RemoteChanges } from './remoteChanges';
import { applyTextSteps } from './textSteps';
import { blocksById } from './writeLocal';

function subtreeIds(
  blocks: readonly { id?: string; children?: readonly unknown[] }[],
  into = new Set<string>(),
) {
  for (const block of blocks) {
    if (block.id !== undefined) into.add(block.id);
    subtreeIds((block.children ?? []) as typeof blocks, into);
  }
  return into;
}

/** Whether `id` or one of its ancestors in the model is in `roots`. */
function within(doc: Y.Doc, id: string, roots: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current !== undefined && current !== '' && !seen.has(current)) {
    if (roots.has(current)) return true;
    seen.add(current);
    current = getBlock(doc, current)?.parent;
  }
  return false;
}

/** Whether the editor's block shows the stored text (as far as the editor shows text). */
function sameAsModel(doc: Y.Doc, block: EditorBlock): boolean {
  const stored = getBlock(doc, block.id);
  if (stored === undefined) return true;
  const expected = toEditorBlock({ ...stored, text: textDelta(doc, block.id), children: [] });
  return JSON.stringify(textOf(block)) === JSON.stringify(textOf(expected));
}

class Rebuild extends Error {}

/**
 * Brings the editor up to date with changes from outside it (undo, the server or cache merge, co-editors), in
 * the caller's single editor transaction: text edits become text steps on the block's inline content, a
 * changed children list replaces only the blocks it covers, a type or data change updates that block's props.
 * Anything it cannot place precisely (a block moving between parents) rebuilds the document.
 */
export function applyRemoteChanges(editor: DocumentEditorInstance, doc: Y.Doc, changes: RemoteChanges): void {
  if (changes.reload) {
    rebuild(editor, doc);
    return;
  }
  try {
    applyPrecisely(editor, doc, changes);
  } catch (error) {
    if (!(error instanceof Rebuild)) throw error;
    rebuild(editor, doc);
  }
}

function rebuild(editor: DocumentEditorInstance, doc: Y.Doc): void {
  const blocks: EditorPartialBlock[] = toEditorDocument(documentTree(doc));
  if (blocks.length === 0) blocks.push({ type: 'paragraph' });
  editor.replaceBlocks(
    editor.document.map((block) => block.id),
    blocks,
  );
}

/** Replaces `removed` blocks with `inserted`, refusing (Rebuild) when a block would appear twice. */
function replaceRange(
  editor: DocumentEditorInstance,
  removed: EditorBlock[],
  inserted: EditorPartialBlock[],
  anchor?: { id: string; placement: 'before' | 'after' },
) {
  const old = subtreeIds(removed);
  const inEditor = new Set(blocksById(editor.document).keys());
  for (const id of subtreeIds(inserted)) if (!old.has(id) && inEditor.has(id)) throw new Rebuild();
  if (removed.length > 0)
    editor.replaceBlocks(
      removed.map((block) => block.id),
      inserted,
    );
  else if (inserted.length > 0 && anchor !== undefined)
    editor.insertBlocks(inserted, anchor.id, anchor.placement);
}

/** Replaces the stretch of top-level blocks that differs from the model's; returns the ids it read afresh. */
function applyTopLevel(editor: DocumentEditorInstance, doc: Y.Doc): string[] {
  const current = editor.document;
  const desired = childIds(doc, pageId(doc));
  let prefix = 0;
  while (prefix < current.length && prefix < desired.length && current[prefix]?.id === desired[prefix])
    prefix += 1;
  let suffix = 0;
  while (
    suffix < current.length - prefix &&
    suffix < desired.length - prefix &&
    current[current.length - 1 - suffix]?.id === desired[desired.length - 1 - suffix]
  )
    suffix += 1;
  const removed = current.slice(prefix, current.length - suffix);
  const inserted = desired
    .slice(prefix, desired.length - suffix)
    .map((id) => blockTree(doc, id))
    .filter((node) => node !== undefined)
    .map(toEditorBlock);
  if (removed.length === current.length && inserted.length === 0) inserted.push({ type: 'paragraph' });
  const before = current[prefix - 1];
  const after = current[current.length - suffix];
  const anchor =
    before !== undefined
      ? { id: before.id, placement: 'after' as const }
      : after !== undefined
        ? { id: after.id, placement: 'before' as const }
        : undefined;
  replaceRange(editor, removed, inserted, anchor);
  return inserted.flatMap((block) => (block.id === undefined ? [] : [block.id]));
}

function applyPrecisely(editor: DocumentEditorInstance, doc: Y.Doc, changes: RemoteChanges): void {
  const page = pageId(doc);
  const replaced = new Set<string>();
  for (const parent of changes.parents) {
    if (parent === page) continue;
    const existing = editor.getBlock(parent);
    // Not in the editor: inside a placeholder, or new and placed with its own parent.
    if (existing === undefined) continue;
    const node = blockTree(doc, parent);
    if (node === undefined) continue;
    const fresh = toEditorBlock(node);
    // A placeholder stays as it is, unless its block can now be shown (a simple_table given its first cells).
    if (existing.type === placeholderType && fresh.type === placeholderType) continue;
    replaceRange(editor, [existing], [fresh]);
    replaced.add(parent);
  }
  if (changes.parents.has(page)) {
    // The top-level blocks read afresh already show their new text and data.
    for (const id of applyTopLevel(editor, doc)) replaced.add(id);
  }
  for (const id of changes.retyped) {
    if (within(doc, id, replaced)) continue;
    const existing = editor.getBlock(id);
    const node = blockTree(doc, id);
    if (existing === undefined || node === undefined) continue;
    const fresh = toEditorBlock(node);
    if (existing.type === placeholderType || fresh.type === placeholderType || existing.type !== fresh.type)
      replaceRange(editor, [existing], [fresh]);
    else editor.updateBlock(id, { type: fresh.type, props: fresh.props } as EditorPartialBlock);
    replaced.add(id);
  }
  for (const [id, edit] of changes.texts) {
    if (within(doc, id, replaced)) continue;
    const existing = editor.getBlock(id);
    if (existing === undefined) continue;
    editor.transact((tr) => applyTextSteps(tr, id, edit));
    // The steps assume the editor held the text the model held before: if not, read the block afresh.
    const after = editor.getBlock(id);
    if (after !== undefined && !sameAsModel(doc, after)) {
      const node = blockTree(doc, id);
      if (node !== undefined) replaceRange(editor, [after], [toEditorBlock(node)]);
    }
  }
  refreshTables(editor, doc, changes, replaced);
}

/** The block itself if the editor shows it, else its nearest ancestor the editor shows. */
function shownOwner(editor: DocumentEditorInstance, doc: Y.Doc, id: string): EditorBlock | undefined {
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current !== undefined && current !== '' && !seen.has(current)) {
    const shown = editor.getBlock(current);
    if (shown !== undefined) return shown;
    seen.add(current);
    current = getBlock(doc, current)?.parent;
  }
  return undefined;
}

/**
 * A table shows its rows, cells and their texts as its content, not as editor blocks: a change anywhere in its
 * subtree (a co-editor's typing in a cell, an undone row) reads the table afresh.
 */
function refreshTables(
  editor: DocumentEditorInstance,
  doc: Y.Doc,
  changes: RemoteChanges,
  replaced: ReadonlySet<string>,
): void {
  const tables = new Set<string>();
  for (const id of [...changes.texts.keys(), ...changes.retyped, ...changes.parents]) {
    const owner = shownOwner(editor, doc, id);
    if (owner?.type === tableType && !within(doc, owner.id, replaced)) tables.add(owner.id);
  }
  for (const id of tables) {
    const node = blockTree(doc, id);
    if (node === undefined) continue;
    const fresh = toEditorBlock(node);
    editor.updateBlock(id, { props: fresh.props, content: fresh.content } as EditorPartialBlock);
  }
}
