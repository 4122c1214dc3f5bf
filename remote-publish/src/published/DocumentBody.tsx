import { DocumentView, renderStyles, type RenderLabels, type ViewInfo } from '@quire/shared/render';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PublishedDocument } from './publishedDocument';

interface Props {
  document: PublishedDocument;
  linkToView: (viewId: string, blockId?: string) => string | undefined;
  resolveView: (viewId: string) => ViewInfo | undefined;
  /** `?blockId`: scrolled to and highlighted (PUB-06). */
  highlightBlockId: string | undefined;
}

/** A link inside the page to another page of this site: followed by the router instead of a page load. */
function routedHref(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target.closest('a') : null;
  if (target === null || target.target === '_blank') return undefined;
  const href = target.getAttribute('href');
  return href !== null && href.startsWith('/') && !href.startsWith('//') ? href : undefined;
}

/** The published document, read-only, drawn by shared's renderer (no editor engine in this bundle). */
export function DocumentBody({ document, linkToView, resolveView, highlightBlockId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const article = useRef<HTMLElement>(null);
  const labels = useMemo<Partial<RenderLabels>>(
    () => ({
      untitled: t('publish.untitled', 'Untitled'),
      imageLoadFailed: t('editor.imageLoadFailed', 'The image could not be loaded.'),
      outline: t('publish.tableOfContents', 'Table of contents'),
      openDatabase: t('publish.openDatabase', 'Open'),
      file: t('publish.file', 'File'),
      video: t('publish.video', 'Video'),
    }),
    [t],
  );

  useEffect(() => {
    if (highlightBlockId === undefined || article.current === null) return;
    // Looked up inside this article: a server-rendered copy of the page may still hold the same ids.
    const block = [...article.current.querySelectorAll<HTMLElement>('[data-block-id]')].find(
      (element) => element.dataset.blockId === highlightBlockId,
    );
    if (block !== undefined && typeof block.scrollIntoView === 'function') {
      block.scrollIntoView({ block: 'center' });
    }
  }, [highlightBlockId, document]);

  const follow = (event: MouseEvent<HTMLElement>) => {
    const href = routedHref(event);
    if (href === undefined) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article ref={article} data-testid="publish-document" onClick={follow}>
      <style>{renderStyles}</style>
      <DocumentView
        tree={document.tree}
        resources={document.resources}
        linkToView={linkToView}
        resolveView={resolveView}
        labels={labels}
        highlightBlockId={highlightBlockId}
      />
    </article>
  );
}
