import type { BlockNoteEditor } from '@blocknote/core';
import { getI18n } from 'react-i18next';
import { columnType } from './columns';

// Resizing columns: a handle at each column's right edge (hidden on the last) moves the boundary with the
// next column. Only that pair changes, and their sum is kept; columns stored without a ratio first get the
// share they are shown with. Ratios are written in one editor transaction (one undo step) when a drag ends
// or a key is pressed; while dragging, a style rule keyed by the columns' ids previews the widths, so the
// editor's DOM is never restyled by hand (ProseMirror would read that as an edit).

/** The smallest share of a pair either column may be given. */
export const minPairShare = 0.1;
/** How far one arrow key moves the boundary, as a share of the pair. */
export const keyStep = 0.05;

// Any BlockNote editor: the resize reads and writes only column blocks and their `ratio` prop.
type AnyEditor = BlockNoteEditor<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Pair {
  left: string;
  right: string;
  /** Every column of the row with the ratio it has now (filled in where none is stored). */
  ratios: Map<string, number>;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function shownWidth(editor: AnyEditor, id: string): number {
  const outer = editor.domElement?.querySelector(`.bn-block-outer[data-id="${id}"]`);
  return outer?.getBoundingClientRect().width ?? 0;
}

/** The column `id` and the one after it, or undefined for the last column (or a block that is not one). */
export function pairOf(editor: AnyEditor, id: string): Pair | undefined {
  const parent = editor.getParentBlock(id);
  const columns = (parent?.children ?? []).filter((child) => child.type === columnType);
  const at = columns.findIndex((column) => column.id === id);
  const next = columns[at + 1];
  if (at < 0 || next === undefined) return undefined;
  const stored = columns.map((column) => Number((column.props as { ratio?: unknown }).ratio));
  const ratios = new Map<string, number>();
  if (stored.every((ratio) => Number.isFinite(ratio) && ratio > 0)) {
    columns.forEach((column, index) => ratios.set(column.id, stored[index] ?? 0));
  } else {
    const widths = columns.map((column) => shownWidth(editor, column.id));
    const total = widths.reduce((sum, width) => sum + width, 0);
    columns.forEach((column, index) =>
      ratios.set(column.id, round(total > 0 ? (widths[index] ?? 0) / total : 1 / columns.length)),
    );
  }
  return { left: id, right: next.id, ratios };
}

/** The left column's share of the pair (0–1). */
export function leftShare(pair: Pair): number {
  const left = pair.ratios.get(pair.left) ?? 0;
  const right = pair.ratios.get(pair.right) ?? 0;
  return left + right > 0 ? left / (left + right) : 0.5;
}

/** The row's ratios with the boundary of the pair moved so the left column has `share` of the pair. */
export function resized(pair: Pair, share: number): Map<string, number> {
  const clamped = Math.min(1 - minPairShare, Math.max(minPairShare, share));
  const sum = (pair.ratios.get(pair.left) ?? 0) + (pair.ratios.get(pair.right) ?? 0);
  const left = round(sum * clamped);
  return new Map([...pair.ratios, [pair.left, left], [pair.right, round(sum - left)]]);
}

/** Writes the ratios that changed, in one transaction: one undo step. */
export function writeRatios(editor: AnyEditor, ratios: ReadonlyMap<string, number>): void {
  editor.transact(() => {
    for (const [id, ratio] of ratios) {
      const block = editor.getBlock(id);
      if (block?.type !== columnType || (block.props as { ratio?: unknown }).ratio === ratio) continue;
      editor.updateBlock(id, { props: { ratio } });
    }
  });
}

const previewId = 'quire-column-resize-preview';
const safeId = /^[A-Za-z0-9_-]+$/;

function showPreview(ratios: ReadonlyMap<string, number>): void {
  let element = document.getElementById(previewId);
  if (element === null) {
    element = document.createElement('style');
    element.id = previewId;
    document.head.append(element);
  }
  element.textContent = [...ratios]
    .filter(([id]) => safeId.test(id))
    .map(
      ([id, ratio]) =>
        `.bn-block-outer.bn-block-outer.bn-block-outer[data-id="${id}"] { flex: ${String(ratio)} 1 0; }`,
    )
    .join('\n');
}

function clearPreview(): void {
  document.getElementById(previewId)?.remove();
}

/** The handle at the right edge of column `id`: drag it, or focus it and press the arrow keys. */
export function resizeHandle(editor: AnyEditor, id: string): HTMLElement {
  const handle = document.createElement('div');
  handle.className = 'quire-column-resize';
  handle.tabIndex = 0;
  handle.setAttribute('role', 'separator');
  handle.setAttribute('aria-orientation', 'vertical');
  handle.setAttribute('aria-valuemin', String(minPairShare * 100));
  handle.setAttribute('aria-valuemax', String((1 - minPairShare) * 100));
  handle.setAttribute('aria-label', getI18n().t('workspace.editor.columns.resize', 'Resize columns'));
  const describe = () => {
    const pair = pairOf(editor, id);
    if (pair !== undefined) handle.setAttribute('aria-valuenow', String(Math.round(leftShare(pair) * 100)));
  };
  handle.addEventListener('focus', describe);

  handle.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowLeft' ? -keyStep : event.key === 'ArrowRight' ? keyStep : 0;
    if (step === 0 || !editor.isEditable) return;
    event.preventDefault();
    const pair = pairOf(editor, id);
    if (pair === undefined) return;
    writeRatios(editor, resized(pair, leftShare(pair) + step));
    // The column is drawn anew with its new ratio, handle included: the focus moves to the new handle, so
    // the next key goes on resizing.
    const drawn = editor.domElement?.querySelector<HTMLElement>(
      `.bn-block-outer[data-id="${id}"] > .bn-block > .bn-block-content .quire-column-resize`,
    );
    if (drawn !== null && drawn !== undefined && drawn !== handle) drawn.focus();
    else describe();
  });

  handle.addEventListener('pointerdown', (event) => {
    if (!editor.isEditable || event.button !== 0) return;
    const pair = pairOf(editor, id);
    if (pair === undefined) return;
    event.preventDefault();
    const width = shownWidth(editor, pair.left) + shownWidth(editor, pair.right);
    const startShare = leftShare(pair);
    const startX = event.clientX;
    let latest: Map<string, number> | undefined;
    const move = (moved: PointerEvent) => {
      if (width <= 0) return;
      latest = resized(pair, startShare + (moved.clientX - startX) / width);
      showPreview(latest);
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      clearPreview();
      if (latest !== undefined && editor.getBlock(id) !== undefined) writeRatios(editor, latest);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  });
  return handle;
}
