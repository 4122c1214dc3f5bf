/**
 * The arithmetic of the long document's block window (`blockWindowPlugin.ts`): which top-level blocks are
 * rendered, and the style sheet that hides the others while keeping their room. No DOM here: heights in, text out.
 *
 * The model: top-level block i occupies [prefix[i], prefix[i + 1]) px from the top of the first block, its height
 * being its last measured one, or an estimate if it was never rendered. Hidden blocks are `display: none`; the
 * room they took is given back as a top margin on the next rendered block and a spacer after the last one, so
 * each rendered block sits where the model puts it and the scroll height stays the document's.
 */

/** From this many top-level blocks on, only a window of them around the viewport is rendered. */
export const windowFromBlocks = 500;

/** Set on the editor's root element while its document is windowed (`windowFromBlocks` top-level blocks or more). */
export const windowedAttribute = 'data-quire-windowed';

/** Blocks rendered before the first measurement (the top of the document). */
export const firstWindowBlocks = 60;

/** A window never holds fewer blocks than this (a short viewport over tall blocks still has neighbours). */
export const minimumWindowBlocks = 30;

/** Indexes of the first and the last rendered top-level block of the window, inclusive. */
export interface WindowRange {
  start: number;
  end: number;
}

/** prefix[i] = the sum of heights[0 … i - 1]; one longer than `heights`. */
export function prefixSums(heights: readonly number[]): Float64Array {
  const prefix = new Float64Array(heights.length + 1);
  heights.forEach((height, index) => (prefix[index + 1] = offsetOf(prefix, index) + height));
  return prefix;
}

/** prefix[i], 0 outside the array. */
export const offsetOf = (prefix: Float64Array, index: number): number => prefix[index] ?? 0;

/** The index of the block covering model offset `y`, clamped to the blocks there are. */
export function indexAt(prefix: Float64Array, y: number): number {
  const count = prefix.length - 1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsetOf(prefix, middle) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/** The blocks covering model offsets [top, bottom], widened on both sides to at least `minimum` blocks. */
export function windowAround(
  prefix: Float64Array,
  top: number,
  bottom: number,
  minimum: number,
): WindowRange {
  const count = prefix.length - 1;
  let start = indexAt(prefix, top);
  let end = Math.max(start, indexAt(prefix, bottom));
  while (end - start + 1 < Math.min(minimum, count)) {
    if (start > 0) start -= 1;
    if (end - start + 1 < minimum && end < count - 1) end += 1;
  }
  return { start, end };
}

/** A window of about `blocks` blocks centred on `index`. */
export function windowAt(index: number, count: number, blocks: number): WindowRange {
  const start = Math.max(0, Math.min(index - (blocks >> 1), count - blocks));
  return { start, end: Math.min(count - 1, start + blocks - 1) };
}

/** The rendered indexes, ascending: the window's and the pinned ones outside it. */
export function renderedIndexes(range: WindowRange, pinned: readonly number[]): number[] {
  const outside = pinned.filter((index) => index < range.start || index > range.end);
  const inside = Array.from({ length: range.end - range.start + 1 }, (_, offset) => range.start + offset);
  return [...new Set([...outside, ...inside])].sort((a, b) => a - b);
}

const px = (value: number) => `${Math.max(0, Math.round(value))}px`;

/**
 * The style sheet of a window: `root` selects the editor's root element. Blocks outside the window and not
 * pinned are not displayed; each rendered block after hidden ones gets their height as its top margin, and
 * the hidden blocks after the last rendered one become the block group's trailing spacer. Rendered blocks are
 * never `content-visibility: auto` here: their measured heights must be their own. Screen only (a printout
 * holds every block).
 *
 * Blocks up to the window's last are counted from the first block (`:nth-child`), blocks after it from the last
 * (`:nth-last-child`): a block inserted or removed inside the window (Enter, Backspace at a line's start) then
 * leaves the sheet as it was. A rewritten sheet makes Chromium restyle every top-level block and all it holds
 * (Enter at 5,000 blocks: PERFORMANCE.md).
 */
export function windowStyle(
  root: string,
  range: WindowRange,
  pinned: readonly number[],
  prefix: Float64Array,
): string {
  const count = prefix.length - 1;
  const group = `${root} > .bn-block-group`;
  const of = ' of .bn-block-outer)';
  const at = (index: number) =>
    index <= range.end ? `:nth-child(${index + 1}${of}` : `:nth-last-child(${count - index}${of}`;
  const pins = pinned.filter((index) => index < range.start || index > range.end);
  const shown =
    `:nth-child(n+${range.start + 1}${of}:nth-last-child(n+${count - range.end}${of}` +
    pins.map((index) => `, ${at(index)}`).join('');
  const rules = [
    `${group} > .bn-block-outer:not(${shown}) { display: none !important; }`,
    // Not BlockNote's `transition: margin`: the room of hidden blocks must be there at once.
    `${group} > .bn-block-outer { content-visibility: visible !important; transition: none !important; }`,
    // The window keeps the reader's place itself; the browser's own anchoring would move it twice.
    `${group} { overflow-anchor: none; }`,
  ];
  let next = 0;
  for (const index of renderedIndexes(range, pins)) {
    const gap = offsetOf(prefix, index) - offsetOf(prefix, next);
    if (gap > 0) rules.push(`${group} > .bn-block-outer${at(index)} { margin-top: ${px(gap)} !important; }`);
    next = index + 1;
  }
  const tail = offsetOf(prefix, count) - offsetOf(prefix, next);
  rules.push(`${group}::after { content: ''; display: block; height: ${px(tail)}; }`);
  return `@media screen {\n${rules.join('\n')}\n}`;
}
