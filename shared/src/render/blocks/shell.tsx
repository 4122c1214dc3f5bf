import type { CSSProperties, ReactNode } from 'react';
import type { BlockNode } from '../../collab/document/tree.js';
import { cssColor } from '../colors.js';
import type { RenderContext } from '../types.js';

/** What every block component receives; `renderBlock` draws a nested block (cells, columns, children). */
export interface BlockProps {
  node: BlockNode;
  ctx: RenderContext;
  /** Nesting depth below the page (0 for a top-level block). */
  depth: number;
  renderBlock: (node: BlockNode, depth: number) => ReactNode;
}

/** The stable class of a block type: 'quire-' and the type with '_' and '/' as '-' ('table/cell' → 'quire-table-cell'). */
export function typeClass(ty: string): string {
  return `quire-${ty.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
}

const alignments = new Set(['left', 'center', 'right']);

/**
 * `id` and `data-block-id` (for ?blockId scrolling), the classes (with the highlight of the `?blockId` block)
 * and the block's own colours.
 */
export function shellProps(
  node: BlockNode,
  ctx: RenderContext,
  extraClass?: string,
): { id: string; 'data-block-id': string; className: string; style?: CSSProperties } {
  const classes = ['quire-block', typeClass(node.ty)];
  if (extraClass !== undefined) classes.push(extraClass);
  if (ctx.highlightBlockId === node.id) classes.push('quire-block-highlight');
  const align = node.data.align;
  if (typeof align === 'string' && alignments.has(align)) classes.push(`quire-align-${align}`);
  const background = cssColor(node.data.bgColor);
  const color = cssColor(node.data.font_color) ?? cssColor(node.data.textColor);
  const style =
    background === undefined && color === undefined ? undefined : { backgroundColor: background, color };
  return { id: node.id, 'data-block-id': node.id, className: classes.join(' '), ...(style && { style }) };
}

/** The nested blocks of a block, in their own container (nothing when there are none). */
export function NestedBlocks({ node, depth, renderBlock }: BlockProps) {
  if (node.children.length === 0) return null;
  return (
    <div className="quire-block-children">{node.children.map((child) => renderBlock(child, depth + 1))}</div>
  );
}
