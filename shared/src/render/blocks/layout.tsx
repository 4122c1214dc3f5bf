import { readNumber } from '../../collab/document/numbers.js';
import type { BlockNode } from '../../collab/document/tree.js';
import { shellProps, type BlockProps } from './shell.js';

/** A column's flex share: its stored ratio, or an equal share without one. */
function share(column: BlockNode): number {
  const ratio = readNumber(column.data.ratio);
  return ratio !== undefined && ratio > 0 ? Math.round(ratio * 10000) / 10000 : 1;
}

/** AppFlowy's simple_columns: its simple_column children side by side, sized by their ratios. */
export function Columns(props: BlockProps) {
  const { node, ctx, depth, renderBlock } = props;
  return (
    <div {...shellProps(node, ctx)}>
      {node.children.map((column) => {
        // Anything but a column inside columns (a writer's mistake) is still shown, as a column of its own.
        if (column.ty !== 'simple_column') return renderBlock(column, depth + 1);
        const shell = shellProps(column, ctx);
        return (
          <div key={column.id} {...shell} style={{ ...shell.style, flexGrow: share(column), flexBasis: 0 }}>
            {column.children.map((child) => renderBlock(child, depth + 2))}
          </div>
        );
      })}
    </div>
  );
}
