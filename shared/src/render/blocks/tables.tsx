import type { CSSProperties } from 'react';
import { readBoolean, readNumber } from '../../collab/document/numbers.js';
import type { BlockNode } from '../../collab/document/tree.js';
import { cssColor } from '../colors.js';
import { shellProps, type BlockProps } from './shell.js';

/** An index-keyed entry of simple_table's per-row / per-column maps (`{"0": 120}`). */
function indexed(map: unknown, index: number): unknown {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return undefined;
  return (map as Record<string, unknown>)[String(index)];
}

function pixels(raw: unknown): string | undefined {
  const value = readNumber(raw);
  return value !== undefined && value > 0 ? `${Math.round(Math.min(value, 4000))}px` : undefined;
}

function cellStyle(data: Record<string, unknown>, row: number, column: number): CSSProperties | undefined {
  const background = cssColor(indexed(data.column_colors, column)) ?? cssColor(indexed(data.row_colors, row));
  const align = indexed(data.column_aligns, column) ?? indexed(data.row_aligns, row);
  const textAlign = align === 'left' || align === 'center' || align === 'right' ? align : undefined;
  return background === undefined && textAlign === undefined
    ? undefined
    : { backgroundColor: background, textAlign };
}

/** AppFlowy's simple_table: rows of cells, each cell holding blocks; optional header row and column. */
export function SimpleTable(props: BlockProps) {
  const { node, ctx, depth, renderBlock } = props;
  const headerRow = readBoolean(node.data.enable_header_row) ?? false;
  const headerColumn = readBoolean(node.data.enable_header_column) ?? false;
  const columns = Math.max(0, ...node.children.map((row) => row.children.length));
  return (
    <div {...shellProps(node, ctx)}>
      <table className="quire-table-grid">
        <colgroup>
          {Array.from({ length: columns }, (_, column) => {
            const width = pixels(indexed(node.data.column_widths, column));
            return <col key={column} {...(width && { style: { width } })} />;
          })}
        </colgroup>
        <tbody>
          {node.children.map((row, rowIndex) => (
            <tr key={row.id} {...shellProps(row, ctx)}>
              {row.children.map((cell, column) => {
                const Cell = (headerRow && rowIndex === 0) || (headerColumn && column === 0) ? 'th' : 'td';
                const shell = shellProps(cell, ctx);
                const style = { ...cellStyle(node.data, rowIndex, column), ...shell.style };
                return (
                  <Cell key={cell.id} {...shell} {...(Object.keys(style).length > 0 && { style })}>
                    {cell.children.map((child) => renderBlock(child, depth + 1))}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function position(cell: BlockNode, key: 'rowPosition' | 'colPosition'): number | undefined {
  const value = readNumber(cell.data[key]);
  return value !== undefined && value >= 0 && value < 1000 ? Math.trunc(value) : undefined;
}

/**
 * AppFlowy's older table: cells are children in any order, placed by their `rowPosition`/`colPosition`.
 * A cell without a valid position is still drawn, in a row of its own after the grid.
 */
export function LegacyTable(props: BlockProps) {
  const { node, ctx, depth, renderBlock } = props;
  const grid = new Map<string, BlockNode>();
  const loose: BlockNode[] = [];
  let rows = 0;
  let columns = 0;
  for (const cell of node.children) {
    const row = position(cell, 'rowPosition');
    const column = position(cell, 'colPosition');
    if (row === undefined || column === undefined || grid.has(`${row}:${column}`)) {
      loose.push(cell);
      continue;
    }
    grid.set(`${row}:${column}`, cell);
    rows = Math.max(rows, row + 1);
    columns = Math.max(columns, column + 1);
  }
  const drawCell = (cell: BlockNode) => {
    const width = pixels(cell.data.width);
    return (
      <td key={cell.id} {...shellProps(cell, ctx)} {...(width && { style: { width } })}>
        {cell.children.map((child) => renderBlock(child, depth + 1))}
      </td>
    );
  };
  return (
    <div {...shellProps(node, ctx)}>
      <table className="quire-table-grid">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => {
                const cell = grid.get(`${row}:${column}`);
                return cell === undefined ? <td key={`empty-${column}`} /> : drawCell(cell);
              })}
            </tr>
          ))}
          {loose.length > 0 && <tr>{loose.map(drawCell)}</tr>}
        </tbody>
      </table>
    </div>
  );
}
