import {
  BlockType,
  hasTextContent,
  readBoolean,
  readNumber,
  type BlockData,
  type BlockNode,
  type TextDelta,
} from '@quire/shared/collab';
import { deltaToInline, inlineToDelta, visibleDelta, type EditorInline } from './inline';

/**
 * AppFlowy's simple_table as BlockNote's table: a simple_table holds simple_table_row blocks, each holding
 * simple_table_cell blocks whose children are the cell's blocks (a paragraph, usually). The table's data carries
 * `enable_header_row`, `enable_header_column` and per-column / per-row maps keyed by the index as a string
 * (`column_widths: {"0": 160}`, `column_colors`, `row_aligns`…).
 */
export interface StoredCell {
  id: string;
  /**
   * The cell's blocks with text, in order: the editor shows them as the cell's lines (AppFlowy's Enter in a cell
   * starts a new paragraph) and edits them line by line. Other blocks in a cell (an image) are kept, unseen.
   */
  lines: { id: string; text: TextDelta }[];
  /** The lines as one text, joined by line breaks, as the editor's cell holds it. */
  text: TextDelta;
}

export interface StoredRow {
  id: string;
  cells: StoredCell[];
}

export interface EditorTableContent {
  type: 'tableContent';
  columnWidths: (number | undefined)[];
  headerRows?: number;
  headerCols?: number;
  rows: { cells: EditorInline[][] }[];
}

export function storedRows(table: BlockNode): StoredRow[] {
  return table.children
    .filter((row) => row.ty === BlockType.SimpleTableRow)
    .map((row) => ({
      id: row.id,
      cells: row.children
        .filter((cell) => cell.ty === BlockType.SimpleTableCell)
        .map((cell) => {
          const lines = cell.children
            .filter((child) => hasTextContent(child.ty) && child.text !== null)
            .map((child) => ({ id: child.id, text: child.text ?? [] }));
          return { id: cell.id, lines, text: joinLines(lines.map((line) => line.text)) };
        }),
    }));
}

/** Lines as one text with line breaks between them, as the editor shows it (marks it has no style for dropped). */
export function joinLines(lines: readonly TextDelta[]): TextDelta {
  const joined: TextDelta = [];
  lines.forEach((line, index) => {
    if (index > 0) joined.push({ insert: '\n' });
    joined.push(...line);
  });
  return visibleDelta(joined);
}

/** A text split at its line breaks (one line at least). */
export function splitLines(text: TextDelta): TextDelta[] {
  const lines: TextDelta[] = [[]];
  for (const op of text) {
    if (typeof op.insert !== 'string') {
      lines[lines.length - 1]?.push(op);
      continue;
    }
    op.insert.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (piece !== '') lines[lines.length - 1]?.push({ ...op, insert: piece });
    });
  }
  return lines;
}

export function columnCountOf(rows: readonly StoredRow[]): number {
  return rows.reduce((most, row) => Math.max(most, row.cells.length), 0);
}

export function hasCells(table: BlockNode): boolean {
  return columnCountOf(storedRows(table)) > 0;
}

/** An index-keyed map of the table's data (`column_widths`…) as a plain record, or empty. */
export function indexMap(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

export function columnWidthsOf(data: BlockData, columns: number): (number | undefined)[] {
  const widths = indexMap(data.column_widths);
  return Array.from({ length: columns }, (_, index) => {
    const width = readNumber(widths[String(index)]);
    return width !== undefined && width > 0 ? width : undefined;
  });
}

/** The stored table as the content of BlockNote's table block (rows padded to the widest). */
export function tableContentOf(table: BlockNode): EditorTableContent {
  const rows = storedRows(table);
  const columns = columnCountOf(rows);
  const content: EditorTableContent = {
    type: 'tableContent',
    columnWidths: columnWidthsOf(table.data, columns),
    rows: rows.map((row) => ({
      cells: Array.from({ length: columns }, (_, index) => deltaToInline(row.cells[index]?.text ?? [])),
    })),
  };
  if (readBoolean(table.data.enable_header_row) === true) content.headerRows = 1;
  if (readBoolean(table.data.enable_header_column) === true) content.headerCols = 1;
  return content;
}

/** A cell of BlockNote's table (its `TableCell` object, or bare inline content) as a delta. */
export function cellDelta(cell: unknown): TextDelta {
  if (Array.isArray(cell)) return inlineToDelta(cell);
  if (cell !== null && typeof cell === 'object' && Array.isArray((cell as { content?: unknown }).content))
    return inlineToDelta((cell as { content: unknown[] }).content);
  return [];
}
