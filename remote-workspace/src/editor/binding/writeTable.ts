import {
  BlockType,
  applyTextEdit,
  blockTree,
  childIds,
  deleteBlock,
  diffDelta,
  insertBlock,
  moveBlock,
  updateBlockData,
  type TextDelta,
} from '@quire/shared/collab';
import type * as Y from 'yjs';
import { visibleDelta } from '../convert/inline';
import {
  cellDelta,
  columnCountOf,
  splitLines,
  storedRows,
  type StoredCell,
  type StoredRow,
} from '../convert/simpleTable';
import { alignByPosition, alignBySignature } from './alignment';
import { stableIds } from './stableIds';
import { tableDataPatch } from './tableData';

/** The parts of BlockNote's table block the writer reads. */
export interface EditorTable {
  id: string;
  content?: unknown;
}

interface TableShape {
  columnWidths: (number | undefined)[];
  headerRows?: number;
  headerCols?: number;
  rows: { cells: unknown[] }[];
}

function shapeOf(content: unknown): TableShape {
  const shape = (content ?? {}) as Partial<TableShape>;
  return {
    columnWidths: Array.isArray(shape.columnWidths) ? shape.columnWidths : [],
    ...(shape.headerRows === undefined ? {} : { headerRows: shape.headerRows }),
    ...(shape.headerCols === undefined ? {} : { headerCols: shape.headerCols }),
    rows: Array.isArray(shape.rows) ? shape.rows : [],
  };
}

const signature = (cells: readonly TextDelta[]) => JSON.stringify(cells);

function columnSignatures(grid: readonly TextDelta[][], columns: number): string[] {
  return Array.from({ length: columns }, (_, column) => signature(grid.map((row) => row[column] ?? [])));
}

/** Puts `desired` in that order under `parentId`, moving only the blocks that left their place. */
function arrange(doc: Y.Doc, parentId: string, desired: readonly string[], origin: unknown): void {
  const stable = stableIds(childIds(doc, parentId), desired);
  let previous: string | undefined;
  for (const id of desired) {
    if (!stable.has(id))
      moveBlock(
        doc,
        id,
        { parentId, position: previous === undefined ? { index: 0 } : { after: previous } },
        origin,
      );
    previous = id;
  }
}

function newCell(doc: Y.Doc, rowId: string, text: TextDelta, origin: unknown): string {
  const children = splitLines(text).map((line) => ({ ty: BlockType.Paragraph, text: line }));
  return insertBlock(doc, { ty: BlockType.SimpleTableCell, data: {}, children }, { parentId: rowId }, origin);
}

/**
 * A stored cell's lines edited to `text`'s: each line by a minimal delta, a new line as a paragraph after the last,
 * a line joined away deleted.
 */
function writeLines(doc: Y.Doc, cell: StoredCell, text: TextDelta, origin: unknown): void {
  const wanted = splitLines(text);
  let previous: string | undefined;
  wanted.forEach((line, index) => {
    const stored = cell.lines[index];
    if (stored === undefined) {
      // A cell without text blocks gets a paragraph only for text.
      if (line.length === 0 && cell.lines.length === 0 && wanted.length === 1) return;
      previous = insertBlock(
        doc,
        { ty: BlockType.Paragraph, text: line },
        { parentId: cell.id, position: previous === undefined ? { index: 0 } : { after: previous } },
        origin,
      );
      return;
    }
    const edit = diffDelta(visibleDelta(stored.text), line);
    if (edit.length > 0) applyTextEdit(doc, stored.id, edit, origin);
    previous = stored.id;
  });
  for (const stored of cell.lines.slice(wanted.length)) deleteBlock(doc, stored.id, origin);
}

function writeCells(
  doc: Y.Doc,
  rowId: string,
  stored: StoredRow | undefined,
  wanted: readonly TextDelta[],
  columnMap: readonly (number | undefined)[],
  origin: unknown,
): void {
  const ids = wanted.map((text, column) => {
    const from = columnMap[column];
    const cell = from === undefined ? undefined : stored?.cells[from];
    if (cell === undefined) return newCell(doc, rowId, text, origin);
    writeLines(doc, cell, text, origin);
    return cell.id;
  });
  arrange(doc, rowId, ids, origin);
  const kept = new Set(ids);
  for (const cell of stored?.cells ?? []) if (!kept.has(cell.id)) deleteBlock(doc, cell.id, origin);
}

/**
 * Writes BlockNote's table into AppFlowy's simple_table subtree, in the caller's transaction: rows and cells the
 * editor still shows keep their ids (matched by content, since BlockNote's table has none), cell texts change by a
 * minimal delta, new rows and cells get a paragraph, removed ones are deleted. The header flags, column widths and
 * every index-keyed map of the table's data follow the rows and columns; other data keys stay.
 */
export function writeSimpleTable(doc: Y.Doc, table: EditorTable, origin: unknown): void {
  const node = blockTree(doc, table.id);
  if (node === undefined) return;
  const shape = shapeOf(table.content);
  const stored = storedRows(node);
  const wanted = shape.rows.map((row) => row.cells.map(cellDelta));
  const oldColumns = columnCountOf(stored);
  const newColumns = wanted.reduce((most, row) => Math.max(most, row.length), 0);
  const storedGrid = stored.map((row) =>
    Array.from({ length: oldColumns }, (_, column) => row.cells[column]?.text ?? []),
  );
  const sameColumns = oldColumns === newColumns;
  const rowMap = sameColumns
    ? alignBySignature(storedGrid.map(signature), wanted.map(signature))
    : alignByPosition(stored.length, wanted.length);
  // With the rows' count unchanged, columns are matched by content too: a dragged column keeps its cells.
  const columnMap =
    stored.length === wanted.length
      ? alignBySignature(columnSignatures(storedGrid, oldColumns), columnSignatures(wanted, newColumns))
      : alignByPosition(oldColumns, newColumns);

  const rowIds = wanted.map((cells, index) => {
    const from = rowMap[index];
    const row = from === undefined ? undefined : stored[from];
    const id =
      row?.id ?? insertBlock(doc, { ty: BlockType.SimpleTableRow, data: {} }, { parentId: table.id }, origin);
    const padded = Array.from({ length: newColumns }, (_, column) => cells[column] ?? []);
    writeCells(doc, id, row, padded, columnMap, origin);
    return id;
  });
  arrange(doc, table.id, rowIds, origin);
  const kept = new Set(rowIds);
  for (const row of stored) if (!kept.has(row.id)) deleteBlock(doc, row.id, origin);

  const patch = tableDataPatch(node.data, {
    headerRow: (shape.headerRows ?? 0) > 0,
    headerColumn: (shape.headerCols ?? 0) > 0,
    columnWidths: shape.columnWidths,
    rowMap,
    columnMap,
    oldRows: stored.length,
    oldColumns,
    fresh: stored.length === 0,
  });
  if (patch !== undefined) updateBlockData(doc, table.id, patch, origin);
}
