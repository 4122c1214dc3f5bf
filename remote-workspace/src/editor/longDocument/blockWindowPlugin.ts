import { createExtension } from '@blocknote/core';
import { Plugin, PluginKey, type EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import {
  firstWindowBlocks,
  minimumWindowBlocks,
  offsetOf,
  prefixSums,
  windowAround,
  windowAt,
  windowFromBlocks,
  windowStyle,
  windowedAttribute,
  type WindowRange,
} from './blockWindow';
import { caretBlockStarts } from './caretBlocks';
import { documentEndsPlugin } from './documentEnds';
import { PlaceKeeper } from './placeKeeper';

/**
 * Long documents render only the top-level blocks near the viewport (issue 9's keystroke goal; why and the
 * figures: `../PERFORMANCE.md`). Every block stays in ProseMirror's DOM: the others are `display: none` through a
 * style sheet of `:nth-child` ranges this plugin owns, so ProseMirror's DOM is never touched and its observer
 * sees nothing. The window follows the scroll; the blocks holding the selection are always rendered; find and
 * the outline reveal a block before scrolling to it (`revealPosition`); mod+Home / mod+End go to the document's
 * ends, not the window's (`documentEnds.ts`).
 */

type PMNode = EditorState['doc'];

const key = new PluginKey('quireBlockWindow');
const windows = new WeakMap<EditorView, BlockWindow>();
let editors = 0;

/** Height of a block never rendered, per block (children counted), until blocks have been measured. */
const defaultBlockHeight = 28;

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return parent;
  }
  return null;
}

/** Blocks in a top-level block, itself counted; per node (a node never changes: an edited block is a new node). */
const blockCounts = new WeakMap<PMNode, number>();
function blockCount(node: PMNode): number {
  const known = blockCounts.get(node);
  if (known !== undefined) return known;
  let count = 1;
  node.descendants((child) => {
    if (child.type.name === 'blockContainer') count += 1;
    return child.type.isBlock;
  });
  blockCounts.set(node, count);
  return count;
}

/** Whether the document is long enough to render only a window of its top-level blocks. */
const isWindowed = (state: EditorState): boolean =>
  (state.doc.firstChild?.childCount ?? 0) >= windowFromBlocks;

interface WindowBlock {
  index: number;
  node: PMNode;
  element: HTMLElement;
}

interface Measured extends WindowBlock {
  rect: DOMRect;
}

class BlockWindow {
  readonly root: string;
  private readonly style = document.createElement('style');
  private range: WindowRange | null = null;
  private ids: [string, string] = ['', ''];
  private pinned: number[] = [];
  private readonly heights = new Map<string, number>();
  private measured = { height: 0, blocks: 0 };
  private scroller: HTMLElement | Window | null = null;
  private frame = 0;
  private readonly place = new PlaceKeeper(
    () => this.viewport().top,
    (pixels) => this.scroller?.scrollBy({ top: pixels, behavior: 'instant' }),
  );
  private readonly onScroll = () => {
    this.schedule();
  };

  constructor(
    private view: EditorView,
    readonly id: string,
  ) {
    this.root = `.bn-editor[data-quire-window="${id}"]`;
    this.style.dataset.quireWindow = id;
    document.head.append(this.style);
    windows.set(view, this);
    this.update(view);
  }

  update(view: EditorView, previous?: EditorState): void {
    this.view = view;
    const group = view.state.doc.firstChild;
    const count = group?.childCount ?? 0;
    if (group === null || !isWindowed(view.state)) {
      this.stop();
      return;
    }
    if (this.range === null) {
      this.setRange({ start: 0, end: Math.min(count, firstWindowBlocks) - 1 });
      this.schedule();
      return;
    }
    if (previous?.doc === view.state.doc && same(this.pinnedOutside(this.range), this.pinned)) return;
    const structural = previous === undefined || previous.doc.firstChild?.childCount !== count;
    const range = this.follow(group, this.range);
    if (structural || range !== this.range || !same(this.pinnedOutside(range), this.pinned))
      this.setRange(range);
  }

  destroy(): void {
    this.stop();
    this.style.remove();
    windows.delete(this.view);
  }

  /** Re-centres the window on the top-level block holding `pos`, when it is not rendered: true if it moved. */
  reveal(pos: number): boolean {
    const group = this.view.state.doc.firstChild;
    if (this.range === null || group === null) return false;
    const index = Math.min(this.view.state.doc.resolve(Math.max(1, pos)).index(1), group.childCount - 1);
    if (index >= this.range.start && index <= this.range.end) return false;
    this.measure();
    const prefix = this.prefix();
    const blocks = Math.max(minimumWindowBlocks, this.range.end - this.range.start + 1);
    this.setRange(windowAt(index, group.childCount, blocks), prefix);
    return true;
  }

  private stop(): void {
    if (this.range === null) return;
    this.range = null;
    this.style.textContent = '';
    this.detach();
  }

  /** The window on the same first and last blocks after a change that moved them (an insertion above, say). */
  private follow(group: PMNode, range: WindowRange): WindowRange {
    const count = group.childCount;
    const idAt = (index: number) => (index < count ? (group.child(index).attrs.id as string) : '');
    if (idAt(range.start) === this.ids[0] && idAt(range.end) === this.ids[1]) return range;
    let start = -1;
    let end = -1;
    group.forEach((child, _offset, index) => {
      if (child.attrs.id === this.ids[0]) start = index;
      if (child.attrs.id === this.ids[1]) end = index;
    });
    if (start < 0) start = Math.min(range.start, count - 1);
    if (end < start) end = Math.min(count - 1, start + (range.end - range.start));
    this.ids = [idAt(start), idAt(end)];
    return { start, end };
  }

  /** The top-level blocks holding the selection (and their neighbours) that the window leaves out. */
  private pinnedOutside(range: WindowRange): number[] {
    const { state } = this.view;
    return caretBlockStarts(state)
      .map((start) => state.doc.resolve(start).index(1))
      .filter((index) => index < range.start || index > range.end);
  }

  /** Renders `range` (and the pinned blocks) from now on, with the room of the others kept. */
  private setRange(range: WindowRange, prefix = this.prefix()): void {
    const group = this.view.state.doc.firstChild;
    if (group === null) return;
    this.range = range;
    this.pinned = this.pinnedOutside(range);
    this.ids = [group.child(range.start).attrs.id as string, group.child(range.end).attrs.id as string];
    const text = windowStyle(this.root, range, this.pinned, prefix);
    if (this.style.textContent !== text) this.style.textContent = text;
    this.place.watch(this.windowBlocks().map((block) => block.element));
  }

  /** Heights of the top-level blocks in order: measured, or estimated from the blocks measured so far. */
  private prefix(): Float64Array {
    const group = this.view.state.doc.firstChild;
    const heights: number[] = [];
    const perBlock =
      this.measured.blocks > 0 ? this.measured.height / this.measured.blocks : defaultBlockHeight;
    group?.forEach((child) => {
      heights.push(this.heights.get(child.attrs.id as string) ?? blockCount(child) * perBlock);
    });
    return prefixSums(heights);
  }

  /** The rendered window's blocks, each with its element (ProseMirror's own) and top-level node. */
  private windowBlocks(): WindowBlock[] {
    const { range, view } = this;
    const group = view.state.doc.firstChild;
    if (range === null || group === null) return [];
    const blocks = [];
    let pos = view.state.doc.resolve(1).posAtIndex(range.start, 1);
    for (let index = range.start; index <= range.end && index < group.childCount; index += 1) {
      const node = group.child(index);
      const element = view.nodeDOM(pos);
      if (element instanceof HTMLElement) blocks.push({ index, node, element });
      pos += node.nodeSize;
    }
    return blocks;
  }

  /** Records the heights of the rendered window's blocks (top to next top, so margins count). */
  private measure(): Measured[] {
    const blocks = this.windowBlocks().map((block) => ({
      ...block,
      rect: block.element.getBoundingClientRect(),
    }));
    blocks.forEach((block, at) => {
      const next = blocks[at + 1];
      const { rect } = block;
      const height = next?.index === block.index + 1 ? next.rect.top - rect.top : rect.height;
      if (height <= 0) return;
      const id = block.node.attrs.id as string;
      if (!this.heights.has(id)) {
        this.measured.height += height;
        this.measured.blocks += blockCount(block.node);
      }
      this.heights.set(id, height);
    });
    return blocks;
  }

  private viewport(): { top: number; bottom: number } {
    const scroller = this.scroller;
    if (scroller === null || scroller instanceof Window) return { top: 0, bottom: window.innerHeight };
    const rect = scroller.getBoundingClientRect();
    return { top: Math.max(0, rect.top), bottom: Math.min(window.innerHeight, rect.bottom) };
  }

  private attach(): void {
    if (this.scroller !== null || !this.view.dom.isConnected) return;
    this.scroller = scrollParent(this.view.dom) ?? window;
    this.scroller.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
  }

  private detach(): void {
    this.place.stop();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.scroller?.removeEventListener('scroll', this.onScroll);
    window.removeEventListener('resize', this.onScroll);
    this.scroller = null;
  }

  private schedule(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.check();
    });
  }

  /** Moves the window when the viewport comes within half a screen of its ends. */
  private check(): void {
    const group = this.view.state.doc.firstChild;
    if (this.range === null || group === null) return;
    this.attach();
    if (this.scroller === null) {
      this.schedule();
      return;
    }
    const viewport = this.viewport();
    const screen = Math.max(200, viewport.bottom - viewport.top);
    const blocks = this.windowBlocks();
    const first = blocks[0];
    const last = blocks.at(-1);
    if (first === undefined || last === undefined) return;
    const top = first.element.getBoundingClientRect().top;
    const bottom = last.element.getBoundingClientRect().bottom;
    const count = group.childCount;
    const short =
      (first.index > 0 && top > viewport.top - screen / 2) ||
      (last.index < count - 1 && bottom < viewport.bottom + screen / 2);
    if (!short) return;
    const measured = this.measure();
    const prefix = this.prefix();
    // Model offset = viewport offset + shift, read off the window's first block (rendered where the model says).
    const shift = offsetOf(prefix, first.index) - (measured[0]?.rect.top ?? top);
    const range = windowAround(
      prefix,
      viewport.top + shift - screen,
      viewport.bottom + shift + screen,
      minimumWindowBlocks,
    );
    // Keep what the reader sees in place: the first rendered block in the viewport that stays rendered.
    const anchor =
      measured.find(
        (block) => block.rect.bottom > viewport.top && block.index >= range.start && block.index <= range.end,
      )?.element ?? null;
    const before = anchor?.getBoundingClientRect().top ?? 0;
    this.setRange(range, prefix);
    if (anchor !== null) {
      const moved = anchor.getBoundingClientRect().top - before;
      if (Math.abs(moved) >= 1) this.scroller.scrollBy({ top: moved, behavior: 'instant' });
    }
    this.schedule();
  }
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Renders the top-level block holding `pos` if the window had left it out, before one scrolls to it: true if
 * it had (then scroll at once, not smoothly: a smooth scroll's end, reckoned before the blocks on the way were
 * measured, would not be the block's).
 */
export function revealPosition(view: EditorView, pos: number): boolean {
  return windows.get(view)?.reveal(pos) ?? false;
}

export function blockWindowPlugin(): Plugin {
  editors += 1;
  const id = String(editors);
  return new Plugin({
    key,
    view: (view) => new BlockWindow(view, id),
    props: {
      attributes: (state): Record<string, string> =>
        isWindowed(state)
          ? { 'data-quire-window': id, [windowedAttribute]: 'true' }
          : { 'data-quire-window': id },
    },
  });
}

export function blockWindowExtension() {
  return createExtension({
    key: 'quireBlockWindow',
    prosemirrorPlugins: [blockWindowPlugin(), documentEndsPlugin()],
  } as const);
}
