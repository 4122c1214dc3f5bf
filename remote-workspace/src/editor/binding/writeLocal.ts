import {
  BlockType,
  applyTextEdit,
  childIds,
  deleteBlock,
  diffDelta,
  getBlock,
  insertBlock,
  moveBlock,
  pageId,
  setBlockType,
  textDelta,
  updateBlockData,
  type BlockData,
  type BlockPosition,
} from '@quire/shared/collab';
import type * as Y from 'yjs';
import { withScaledHeight } from '../convert/imageData';
import { storedView } from '../convert/normalize';
import { editorDataKeys, toModelView, type ModelView } from '../convert/toModel';
import type { EditorBlock } from '../schema';
import { placeholderType } from '../schema/placeholder';
import { tableType } from '../schema/subtree';
import { sameIds, stableIds } from './stableIds';
import { writeSimpleTable } from './writeTable';

/** The editor's blocks by id, as last written or read: a block still identical to its entry is unchanged. */
export type EditorSnapshot = Map<string, EditorBlock>;

export function snapshotOf(blocks: readonly EditorBlock[], into: EditorSnapshot = new Map()): EditorSnapshot {
  for (const block of blocks) {
    into.set(block.id, block);
    if (block.type !== placeholderType) snapshotOf(block.children, into);
  }
  return into;
}

function definedData(data: BlockData): BlockData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function dataPatch(before: BlockData, after: BlockData): BlockData | undefined {
  const patch: BlockData = {};
  let changed = false;
  for (const key of editorDataKeys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    patch[key] = after[key];
    changed = true;
  }
  return changed ? patch : undefined;
}

/**
 * Writes the editor's document into the block model as the smallest set of block operations: blocks the
 * editor no longer has are deleted, new ones inserted with the editor's ids, others moved (only those that
 * left their place), types and data patched, and texts edited by a minimal delta so a co-editor's typing in
 * the same line survives. Blocks identical to `previous` are skipped with their subtree. One transaction.
 * Returns the blocks whose children the write touched: the block rules (a toggle heading gathering the
 * blocks after it) may have arranged them differently from the editor.
 */
export function writeEditorDocument(
  doc: Y.Doc,
  blocks: readonly EditorBlock[],
  previous: EditorSnapshot,
  origin: unknown,
): Set<string> {
  const inEditor = new Set(snapshotOf(blocks).keys());
  // Gone from the editor: wherever the model holds them now (a block rule may have moved them).
  const leftBehind = [...previous.keys()].filter((id) => !inEditor.has(id));
  const touched = new Set<string>();

  // The column rules (EDT-13, EDT-14) may remove the column a block left, and dissolve its columns block into
  // the parent above: those three are read again if the model arranged them otherwise.
  const touchAncestors = (id: string) => {
    let current = getBlock(doc, id)?.parent;
    for (let level = 0; level < 3 && current !== undefined && current !== ''; level += 1) {
      touched.add(current);
      current = getBlock(doc, current)?.parent;
    }
  };

  const writeContent = (block: EditorBlock, view: ModelView) => {
    const stored = getBlock(doc, block.id);
    if (stored === undefined) return;
    const before = storedView({ ...stored, text: textDelta(doc, block.id), children: [] });
    if (before === undefined) return;
    if (before.ty !== view.ty) {
      setBlockType(doc, block.id, view.ty, definedData(view.data), origin);
      touched.add(block.id).add(stored.parent);
    } else {
      const changed = dataPatch(before.data, view.data);
      const patch =
        changed !== undefined && view.ty === BlockType.Image
          ? withScaledHeight(stored.data, changed)
          : changed;
      if (patch !== undefined) updateBlockData(doc, block.id, patch, origin);
      if (patch !== undefined && 'level' in patch) touched.add(block.id).add(stored.parent);
    }
    if (view.text === null) return;
    const edit = diffDelta(before.text ?? [], view.text);
    if (edit.length > 0) applyTextEdit(doc, block.id, edit, origin);
  };

  const place = (block: EditorBlock, parentId: string, position: BlockPosition) => {
    if (getBlock(doc, block.id) !== undefined) {
      touchAncestors(block.id);
      moveBlock(doc, block.id, { parentId, position }, origin);
      return;
    }
    const view = toModelView(block);
    // A placeholder the model lacks (a block deleted elsewhere meanwhile) is not recreated.
    if (view === undefined) return;
    insertBlock(
      doc,
      {
        id: block.id,
        ty: view.ty,
        data: definedData(view.data),
        ...(view.text === null ? {} : { text: view.text }),
      },
      { parentId, position },
      origin,
    );
  };

  const placeChildren = (parentId: string, children: readonly EditorBlock[]) => {
    const current = childIds(doc, parentId);
    const desired = children.map((child) => child.id);
    if (!sameIds(current, desired)) {
      touched.add(parentId);
      for (const child of children) touched.add(child.id);
      const stable = stableIds(current, desired);
      let previousId: string | undefined;
      for (const child of children) {
        if (!stable.has(child.id))
          place(child, parentId, previousId === undefined ? { index: 0 } : { after: previousId });
        if (getBlock(doc, child.id) !== undefined) previousId = child.id;
      }
      for (const id of current) if (!inEditor.has(id)) leftBehind.push(id);
    }
    for (const child of children) {
      if (previous.get(child.id) === child) continue;
      const view = toModelView(child);
      if (view === undefined) continue;
      writeContent(child, view);
      if (child.type === tableType) writeSimpleTable(doc, child, origin);
      else placeChildren(child.id, child.children);
    }
  };

  doc.transact(() => {
    placeChildren(pageId(doc), blocks);
    // Deleted last: a block moved out of a deleted one has left its subtree by now.
    for (const id of leftBehind) {
      if (getBlock(doc, id) === undefined) continue;
      touchAncestors(id);
      deleteBlock(doc, id, origin);
    }
  }, origin);
  return touched;
}
