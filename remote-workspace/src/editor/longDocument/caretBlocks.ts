import { createExtension } from '@blocknote/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/**
 * The class of a top-level block that must always be rendered: the one(s) holding this client's selection and
 * their neighbours. `longDocumentStyles` leaves such a block out of `content-visibility: auto` and stacks it above
 * its siblings (the resting pointer's hit test, usually over the caret's line, reaches it first).
 *
 * Why (PERFORMANCE.md): Chromium skips a newly inserted `content-visibility: auto` element until its first
 * intersection observation, one frame later; a key typed before that into the block Enter just made is
 * inserted while the caret does not move, so the line's characters come out of order or are lost. The class is
 * on a block from the transaction that makes it, so the block the caret goes into is never skipped.
 */
export const caretBlockClass = 'quire-caret-block';

interface CaretBlocks {
  /** Start positions of the marked top-level blocks, ascending. */
  starts: number[];
  set: DecorationSet;
}

const key = new PluginKey<CaretBlocks>('quireCaretBlocks');

/** The index, among the top-level blocks, of the block holding `pos` (or the one after it, between blocks). */
function topLevelIndex(doc: EditorState['doc'], pos: number): number | null {
  const group = doc.firstChild;
  if (group === null || group.childCount === 0) return null;
  const resolved = doc.resolve(pos);
  if (resolved.depth < 1) return pos === 0 ? 0 : group.childCount - 1;
  return Math.min(resolved.index(1), group.childCount - 1);
}

/** Start positions of the top-level blocks holding the selection's ends, and of the block before and after each. */
function caretStarts(state: EditorState): number[] {
  const { doc, selection } = state;
  const group = doc.firstChild;
  if (group === null) return [];
  const indexes = new Set<number>();
  for (const pos of [selection.anchor, selection.head]) {
    const index = topLevelIndex(doc, pos);
    if (index === null) continue;
    for (const near of [index - 1, index, index + 1])
      if (near >= 0 && near < group.childCount) indexes.add(near);
  }
  const $group = doc.resolve(1);
  return [...indexes].sort((a, b) => a - b).map((index) => $group.posAtIndex(index, 1));
}

function build(state: EditorState, starts: number[]): CaretBlocks {
  const decorations = starts.flatMap((start) => {
    const node = state.doc.nodeAt(start);
    return node === null ? [] : [Decoration.node(start, start + node.nodeSize, { class: caretBlockClass })];
  });
  return { starts, set: DecorationSet.create(state.doc, decorations) };
}

const same = (a: number[], b: number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function next(tr: Transaction, previous: CaretBlocks, state: EditorState): CaretBlocks {
  if (!tr.docChanged && !tr.selectionSet) return previous;
  const starts = caretStarts(state);
  if (!tr.docChanged) return same(starts, previous.starts) ? previous : build(state, starts);
  // Typing within a block: the marks move with it (no new decoration set, no walk over the top-level blocks).
  const mapped = previous.set.map(tr.mapping, tr.doc);
  const kept = mapped.find().map((decoration) => decoration.from);
  return same(starts, kept) ? { starts, set: mapped } : build(state, starts);
}

/** Marks the top-level blocks around this client's selection with `caretBlockClass` (see there). */
export function caretBlocksPlugin(): Plugin<CaretBlocks> {
  return new Plugin<CaretBlocks>({
    key,
    state: {
      init: (_config, state) => build(state, caretStarts(state)),
      apply: (tr, previous, _old, state) => next(tr, previous, state),
    },
    props: {
      decorations: (state) => key.getState(state)?.set,
    },
  });
}

/** Start positions of the top-level blocks marked with `caretBlockClass`, ascending. */
export function caretBlockStarts(state: EditorState): readonly number[] {
  return key.getState(state)?.starts ?? [];
}

export function caretBlocksExtension() {
  return createExtension({ key: 'quireCaretBlocks', prosemirrorPlugins: [caretBlocksPlugin()] } as const);
}
