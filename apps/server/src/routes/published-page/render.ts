import { decodeDoc, documentTree, type BlockNode } from '@quire/shared/collab';
import {
  DocumentView,
  loadRenderResources,
  scriptSafeJson,
  thumbnailTree,
  type HydrationData,
  type RenderLabels,
} from '@quire/shared/render';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { OpenedPage } from './load.js';
import { pagePath } from './paths.js';

/** What the server draws of a page's content, and what its head tags are taken from. */
export interface RenderedContent {
  /** The content as HTML (React escapes every text and attribute): the document, or a database's view or row. */
  html: string;
  /** The first words of the page, for the description. */
  text: string;
  /** Whether the block asked to be highlighted is in the page (and is). */
  highlighted: boolean;
  /** What the publish remote hydrates with: `{tree, views}` as script-safe JSON (see `serializeHydrationData`). */
  hydration: string | undefined;
  /** A database row drawn as a page (`?r=`): the frame draws no page heading above it, the row has its own. */
  row?: boolean;
}

const maxTextLength = 160;
const documentLayout = 0;

/**
 * Renders the published copy's content with the same renderer the publish remote hydrates. Links to pages the
 * public may see are plain `/{namespace}/{publishName}` addresses (they work without JavaScript); links to any
 * other page stay unlinked and show no name, so an unpublished or protected page's title never appears.
 * `thumbnail` (`?template=true&thumbnail=true`) draws the first 10 top-level blocks (shared's `thumbnailTree`).
 */
export async function renderContent(
  page: OpenedPage,
  docState: Uint8Array,
  highlightBlockId: string | undefined,
  thumbnail = false,
  /** The renderer's labels in the reader's language (also in the hydration data the remote hydrates with). */
  labels?: RenderLabels,
): Promise<RenderedContent> {
  // Grids, boards and calendars are drawn by renderDatabase.ts; chats by the publish remote (head tags only).
  if (page.view.layout !== documentLayout)
    return { html: '', text: '', highlighted: false, hydration: undefined };
  const whole = documentTree(decodeDoc(docState));
  // A thumbnail (PUB-04) draws, and hands the remote to hydrate, the first top-level blocks only.
  const tree = thumbnail ? thumbnailTree(whole) : whole;
  const resources = await loadRenderResources(tree);
  // Every page the renderer asks about is noted, so the browser hydrates with exactly these answers.
  const views: HydrationData['views'] = {};
  const note = (viewId: string) => {
    if (Object.hasOwn(views, viewId)) return views[viewId];
    const target = page.listed.get(viewId);
    const name = target?.title?.name;
    const entry = {
      ...(target === undefined ? {} : { path: pagePath(page.namespace, target.publishName) }),
      ...(name === undefined ? {} : { name }),
    };
    views[viewId] = entry;
    return entry;
  };
  const linkToView = (viewId: string, blockId?: string): string | undefined => {
    const { path } = note(viewId) ?? {};
    if (path === undefined) return undefined;
    return blockId === undefined ? path : `${path}?blockId=${encodeURIComponent(blockId)}`;
  };
  const resolveView = (viewId: string) => {
    const { name } = note(viewId) ?? {};
    return name === undefined ? undefined : { name };
  };
  const highlighted = highlightBlockId !== undefined && hasBlock(tree, highlightBlockId);
  const html = renderToString(
    createElement(DocumentView, {
      tree,
      resources,
      linkToView,
      resolveView,
      highlightBlockId: highlighted ? highlightBlockId : undefined,
      ...(labels === undefined ? {} : { labels }),
    }),
  );
  return { html, text: leadingText(whole), highlighted, hydration: scriptSafeJson({ tree, views }) };
}

/** Whether `blockId` is a block of the document (only those are worth a cache entry of their own). */
export function hasBlock(tree: BlockNode, blockId: string): boolean {
  return tree.id === blockId || tree.children.some((child) => hasBlock(child, blockId));
}

/** The document's first words, block after block, whitespace collapsed, cut at a word near 160 characters. */
export function leadingText(tree: BlockNode): string {
  const parts: string[] = [];
  let length = 0;
  const visit = (node: BlockNode) => {
    if (length > maxTextLength) return;
    if (node.text !== null) {
      const text = node.text
        .filter((op) => typeof op.insert === 'string' && op.attributes?.mention === undefined)
        .filter((op) => op.attributes?.formula === undefined)
        .map((op) => op.insert as string)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (text !== '') {
        parts.push(text);
        length += text.length + 1;
      }
    }
    for (const child of node.children) visit(child);
  };
  visit(tree);
  return clip(parts.join(' '), maxTextLength);
}

function clip(text: string, max: number): string {
  // Whole characters (emoji, accents), never half of one.
  const chars = Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
