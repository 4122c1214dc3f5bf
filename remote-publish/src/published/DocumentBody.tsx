import {
  DocumentView,
  publishedDocumentLabels,
  thumbnailTree,
  type DocumentViewProps,
  type RenderLabels,
  type ViewInfo,
} from '@quire/shared/render';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HydratedDocument } from './HydratedDocument';
import type { PublishedDocument } from './publishedDocument';
import { scrollToBlock } from './scrollToBlock';
import { serverStyledPage } from './serverRendered';

const RenderStyleSheet = lazy(() => import('./RenderStyleSheet'));

interface Props {
  document: PublishedDocument;
  linkToView: (viewId: string, blockId?: string) => string | undefined;
  resolveView: (viewId: string) => ViewInfo | undefined;
  /** `?blockId`: scrolled to and highlighted (PUB-06). */
  highlightBlockId: string | undefined;
  /** Thumbnail mode (PUB-04): the first 10 top-level blocks only, as the server drew them. */
  thumbnail?: boolean;
}

/** A link inside the page to another page of this site: followed by the router instead of a page load. */
function routedHref(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target.closest('a') : null;
  if (target === null || target.target === '_blank') return undefined;
  const href = target.getAttribute('href');
  return href !== null && href.startsWith('/') && !href.startsWith('//') ? href : undefined;
}

/**
 * The published document, read-only, drawn by shared's renderer (no editor engine in this bundle). The
 * server's rendering of the page is hydrated in place (HydratedDocument) and stays that root for the visit:
 * a live update then changes only the blocks that changed, and the reader's scroll position stays.
 */
export function DocumentBody({
  document,
  linkToView,
  resolveView,
  highlightBlockId,
  thumbnail = false,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const article = useRef<HTMLElement>(null);
  const [hydration] = useState(document.hydration);
  // The server's HTML of a published page carries the renderer's rules in its head: not downloaded again.
  const [styled] = useState(serverStyledPage);
  // Shared's keys, which the server draws its copy of the page with too (the same words at the take-over).
  const labels = useMemo<RenderLabels>(
    () => publishedDocumentLabels((key, defaultValue, values) => t(key, { defaultValue, ...values })),
    [t],
  );

  // Scrolled to once per block asked for: a live update of the page must not move the reader.
  useEffect(() => {
    if (highlightBlockId === undefined || article.current === null) return undefined;
    const block = [...article.current.querySelectorAll<HTMLElement>('[data-block-id]')].find(
      (element) => element.dataset.blockId === highlightBlockId,
    );
    if (block === undefined || typeof block.scrollIntoView !== 'function') return undefined;
    return scrollToBlock(block);
  }, [highlightBlockId]);

  // A native listener: clicks inside the hydrated document come from a React root of its own.
  useEffect(() => {
    const element = article.current;
    if (element === null) return undefined;
    const follow = (event: MouseEvent) => {
      const href = routedHref(event);
      if (href === undefined) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', follow);
    return () => {
      element.removeEventListener('click', follow);
    };
  }, [navigate]);

  const view = useMemo<DocumentViewProps>(
    () => ({
      tree: thumbnail ? thumbnailTree(document.tree) : document.tree,
      resources: document.resources,
      linkToView,
      resolveView,
      labels,
      highlightBlockId,
    }),
    [document, linkToView, resolveView, labels, highlightBlockId, thumbnail],
  );
  return (
    <article ref={article} data-testid="publish-document">
      {hydration !== undefined ? (
        <HydratedDocument hydration={hydration} view={view} />
      ) : styled ? (
        <DocumentView {...view} />
      ) : (
        // Drawn with its rules or not at all: never unstyled for a moment.
        <Suspense fallback={null}>
          <RenderStyleSheet />
          <DocumentView {...view} />
        </Suspense>
      )}
    </article>
  );
}
