import type { BlockNode } from '../../collab/document/tree.js';
import { readNumber } from '../../collab/document/numbers.js';
import { headingLevel } from '../context.js';
import { safeHref } from '../safe-url.js';
import type { DatabaseBlock, RenderContext } from '../types.js';
import { shellProps, type BlockProps } from './shell.js';

/** A heading's words for the outline: mentions and formulas (a '$' in the text) left out. */
function headingWords(heading: BlockNode): string {
  return (heading.text ?? [])
    .map((op) =>
      typeof op.insert === 'string' &&
      op.attributes?.mention === undefined &&
      op.attributes?.formula === undefined
        ? op.insert
        : '',
    )
    .join('')
    .trim();
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function ViewLink({
  viewId,
  ctx,
  className,
}: {
  viewId: string | undefined;
  ctx: RenderContext;
  className: string;
}) {
  const view = viewId === undefined ? undefined : ctx.resolveView(viewId);
  const content = (
    <>
      {view?.icon !== undefined && (
        <span className="quire-view-icon" aria-hidden="true">
          {view.icon}
        </span>
      )}
      <span className="quire-view-name">{view?.name ?? ctx.labels.untitled}</span>
    </>
  );
  const href = viewId === undefined ? undefined : safeHref(ctx.linkToView(viewId));
  return href === undefined ? (
    <span className={className}>{content}</span>
  ) : (
    <a className={className} href={href}>
      {content}
    </a>
  );
}

/** A sub page: a link to the child page, built by the caller's `linkToView` (the renderer knows no routes). */
export function SubPage({ node, ctx }: BlockProps) {
  return (
    <div {...shellProps(node, ctx)}>
      <ViewLink viewId={stringOf(node.data.view_id)} ctx={ctx} className="quire-sub-page-link" />
    </div>
  );
}

/** Grid, board and calendar blocks: drawn by the caller's `renderDatabase`, or a card linking to the view. */
export function DatabaseView({
  node,
  ctx,
}: BlockProps & { node: BlockNode & { ty: DatabaseBlock['layout'] } }) {
  const block: DatabaseBlock = {
    blockId: node.id,
    layout: node.ty,
    viewId: stringOf(node.data.view_id),
    parentId: stringOf(node.data.parent_id),
    data: node.data,
  };
  return (
    <div {...shellProps(node, ctx, 'quire-database')} data-view-id={block.viewId}>
      {ctx.renderDatabase === undefined ? (
        <ViewLink viewId={block.viewId} ctx={ctx} className="quire-database-card" />
      ) : (
        ctx.renderDatabase(block)
      )}
    </div>
  );
}

/** The table of contents: the document's headings down to the block's `depth`, linked by block id. */
export function Outline({ node, ctx }: BlockProps) {
  const depth = readNumber(node.data.depth) ?? 6;
  const entries = ctx.headings.filter((heading) => (headingLevel(heading) ?? 1) <= depth);
  return (
    <nav {...shellProps(node, ctx)} aria-label={ctx.labels.outline}>
      <div className="quire-outline-title">{ctx.labels.outline}</div>
      <ul className="quire-outline-list">
        {entries.map((heading) => (
          <li
            key={heading.id}
            className={`quire-outline-item quire-outline-level-${headingLevel(heading) ?? 1}`}
          >
            <a href={`#${encodeURIComponent(heading.id)}`}>{headingWords(heading)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
