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

/**
 * The editor's document as last written or read: its blocks by id (a block still identical to its entry is
 * unchanged, its subtree with it) and its top-level blocks.
 */
export interface EditorSnapshot {
  readonly blocks: Map<string, EditorBlock>;
  readonly top: readonly EditorBlock[];
}

/** Every block by id, children included (not those a placeholder stands for). */
export function blocksById(
  blocks: readonly EditorBlock[],
  into: Map<string, EditorBlock> = new Map(),
): Map<string, EditorBlock> {
  for (const block of blocks) {
    into.set(block.id, block);
    if (block.type !== placeholderType) blocksById(block.children, into);
  }
  return into;
}

export function snapshotOf(blocks: readonly EditorBlock[]): EditorSnapshot {
  return { blocks: blocksById(blocks), top: blocks };
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
 * the same line survives. One transaction.
 *
 * Only what changed since `previous` is written or read from the model, so a keystroke in a long document
 * costs a comparison of the blocks on its path, not a read of the model: blocks identical to their entry are
 * skipped with their subtree, and a block (or the page) whose children are the same ids as before keeps
 * them in the model as they are, unread. Returns the blocks whose
 * children the write touched (the block rules, a toggle heading gathering the blocks after it, may have
 * arranged them differently from the editor) and the snapshot of `blocks`; `previous` is spent.
 */
export function writeEditorDocument(
  doc: Y.Doc,
  blocks: readonly EditorBlock[],
  previous: EditorSnapshot,
  origin: unknown,
): { touched: Set<string>; snapshot: EditorSnapshot } {
  // The changed blocks and every child of a parent whose children changed: with the unchanged blocks (all in
  // `previous`), all the editor holds.
  const listed = new Map<string, EditorBlock>();
  // Blocks that left a parent whose children changed: gone from the editor unless listed elsewhere.
  const leftParent: string[] = [];
  // Children the model holds under such a parent: gone from the editor unless it still holds them.
  const inModelOnly: string[] = [];
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

  /** `before`: the children the editor had, when it had the parent. */
  const placeChildren = (
    parentId: string,
    children: readonly EditorBlock[],
    before: readonly EditorBlock[] | undefined,
  ) => {
    // A plain loop, the same object first: at the page's level this runs over every top-level block a key.
    let sameChildren = before !== undefined && before.length === children.length;
    for (let index = 0; sameChildren && index < children.length; index += 1) {
      const child = children[index];
      const had = before?.[index];
      if (child !== had && child?.id !== had?.id) sameChildren = false;
    }
    // Children the same ids as before came from nowhere else: only those that changed need listing.
    if (!sameChildren) {
      for (const child of children) listed.set(child.id, child);
      for (const block of before ?? []) leftParent.push(block.id);
      const desired = children.map((child) => child.id);
      const current = childIds(doc, parentId);
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
        inModelOnly.push(...current);
      }
    }
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index] as EditorBlock;
      // The very block the editor had at this place: unchanged with its subtree, known without a lookup.
      if (before?.[index] === child) continue;
      const was = previous.blocks.get(child.id);
      if (was === child) continue;
      listed.set(child.id, child);
      const view = toModelView(child);
      if (view === undefined) {
        if (child.type !== placeholderType) blocksById(child.children, listed);
        continue;
      }
      writeContent(child, view);
      if (child.type === tableType) {
        writeSimpleTable(doc, child, origin);
        blocksById(child.children, listed);
      } else placeChildren(child.id, child.children, was?.children);
    }
  };

  // Gone with a block that left: its subtree as it was, but for the blocks listed elsewhere now.
  const gone = new Set<string>();
  const markGone = (id: string) => {
    if (listed.has(id) || gone.has(id)) return;
    gone.add(id);
    const was = previous.blocks.get(id);
    if (was !== undefined && was.type !== placeholderType)
      for (const child of was.children) markGone(child.id);
  };

  doc.transact(() => {
    placeChildren(pageId(doc), blocks, previous.top);
    for (const id of leftParent) markGone(id);
    // What the model holds and the editor lacks: neither listed nor in an unchanged subtree.
    for (const id of inModelOnly) if (!listed.has(id) && !previous.blocks.has(id)) gone.add(id);
    // Deleted last, wherever the model holds them now (a block rule may have moved them): a block moved out
    // of a deleted one has left its subtree by now.
    for (const id of gone) {
      if (getBlock(doc, id) === undefined) continue;
      touchAncestors(id);
      deleteBlock(doc, id, origin);
    }
  }, origin);
  for (const id of gone) previous.blocks.delete(id);
  for (const [id, block] of listed) previous.blocks.set(id, block);
  return { touched, snapshot: { blocks: previous.blocks, top: blocks } };
}
