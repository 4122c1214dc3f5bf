import type { BlockNode } from '../collab/document/tree.js';
import { readNumber } from '../collab/document/numbers.js';
import { formatDateMention } from './inlineObjects.js';
import { defaultLabels, type RenderContext, type RenderOptions } from './types.js';

/**
 * Numbers of numbered-list items, as AppFlowy counts them: a run of consecutive numbered items among
 * siblings counts up from 1 (or from the first item's stored `number`), and anything else between them
 * starts a new run. Nested lists count on their own.
 */
export function listNumbers(root: BlockNode): Map<string, number> {
  const numbers = new Map<string, number>();
  const visit = (parent: BlockNode): void => {
    let previous: number | undefined;
    for (const child of parent.children) {
      if (child.ty === 'numbered_list') {
        const start = readNumber(child.data.number);
        const current = previous === undefined ? Math.max(0, Math.trunc(start ?? 1)) : previous + 1;
        numbers.set(child.id, current);
        previous = current;
      } else {
        previous = undefined;
      }
      visit(child);
    }
  };
  visit(root);
  return numbers;
}

/** A heading's level 1–6: headings and toggle headings (a toggle list with a level). */
export function headingLevel(node: BlockNode): number | undefined {
  if (node.ty !== 'heading' && node.ty !== 'toggle_list') return undefined;
  const level = readNumber(node.data.level);
  if (level === undefined || level < 1) return node.ty === 'heading' ? 1 : undefined;
  return Math.min(6, Math.trunc(level));
}

/** Every heading in document order (what an outline block lists). */
export function collectHeadings(root: BlockNode): BlockNode[] {
  const found: BlockNode[] = [];
  const visit = (node: BlockNode): void => {
    if (headingLevel(node) !== undefined) found.push(node);
    node.children.forEach(visit);
  };
  root.children.forEach(visit);
  return found;
}

export function renderContext(root: BlockNode, options: RenderOptions): RenderContext {
  const labels = { ...defaultLabels, ...options.labels };
  const locale = options.locale ?? labels.locale;
  return {
    linkToView: options.linkToView ?? (() => undefined),
    resolveView: options.resolveView ?? (() => undefined),
    renderDatabase: options.renderDatabase,
    formatDate: options.formatDate ?? ((mention) => formatDateMention(mention, locale)),
    resolveFileUrl: options.resolveFileUrl ?? ((url) => url),
    resources: options.resources,
    labels,
    highlightBlockId: options.highlightBlockId,
    listNumbers: listNumbers(root),
    headings: collectHeadings(root),
  };
}
