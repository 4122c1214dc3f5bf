import { useMemo } from 'react';
import type { BlockNode } from '../collab/document/tree.js';
import { BlockView } from './BlockView.js';
import { renderContext } from './context.js';
import type { RenderOptions } from './types.js';

/** A slice of the page's top-level blocks: `start` included, `end` excluded (as `Array.slice`). */
export interface BlockRange {
  start: number;
  end?: number;
}

export interface DocumentViewProps extends RenderOptions {
  /** The whole document (`documentTree(doc)` from `@quire/shared/collab`), from its page block down. */
  tree: BlockNode;
  /**
   * Only these top-level blocks are drawn (a virtualised page draws what is near the viewport). List
   * numbers and the outline are still computed over the whole document, so a slice shows what the
   * whole page would show for those blocks.
   */
  range?: BlockRange;
  className?: string;
}

/**
 * A read-only AppFlowy document as plain React: data in, elements out. No store, i18n, router or editor,
 * no browser globals: the same component renders with `react-dom/server` and hydrates in the browser.
 */
export function DocumentView({ tree, range, className, ...options }: DocumentViewProps) {
  const {
    linkToView,
    resolveView,
    renderDatabase,
    formatDate,
    resolveFileUrl,
    resources,
    labels,
    highlightBlockId,
    locale,
  } = options;
  const ctx = useMemo(
    () =>
      renderContext(tree, {
        linkToView,
        resolveView,
        renderDatabase,
        formatDate,
        resolveFileUrl,
        resources,
        labels,
        highlightBlockId,
        locale,
      }),
    [
      tree,
      linkToView,
      resolveView,
      renderDatabase,
      formatDate,
      resolveFileUrl,
      resources,
      labels,
      highlightBlockId,
      locale,
    ],
  );
  const blocks = range === undefined ? tree.children : tree.children.slice(range.start, range.end);
  return (
    <div
      className={className === undefined ? 'quire-document' : `quire-document ${className}`}
      id={tree.id}
      data-block-id={tree.id}
    >
      {blocks.map((node) => (
        <BlockView key={node.id} node={node} ctx={ctx} depth={0} />
      ))}
    </div>
  );
}
