import { createHash } from 'node:crypto';
import { isDatabaseLayout } from '@quire/shared/collab';
import { reservedNamespaces, type PublishedViewMeta, type PublishViewInfo } from '@quire/shared/contract';
import {
  hydrationScriptId,
  longPageStyles,
  renderStyles,
  serializeHydrationData,
} from '@quire/shared/render';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { publishGenerationOf } from '../../queries/publishGeneration.js';
import { findPublishedCopy } from '../../queries/publishing.js';
import { renderDatabaseContent } from './renderDatabase.js';
import { escapeHtml } from '../../text/html.js';
import { pageAnswer, type PageAnswer } from './answer.js';
import { RenderCache } from './cache.js';
import { englishLabelsOnly, type FrameLabelsOf, type ReaderLabels } from './frameLabels.js';
import { absoluteUrl, coverSrc, fontStylesheetTag, headTags, pageTitle } from './head.js';
import { openPublishedPage, type OpenedPage } from './load.js';
import type { PageEntryScripts } from './pageEntry.js';
import { parsePagePath, pagePath } from './paths.js';
import { renderContent, type RenderedContent } from './render.js';
import { frameVariant, isKeptVariant, variantKey, type ReaderHeaders } from './reader.js';
import { drawerStyles, pageFrameStyles, renderPageFrame } from './renderFrame.js';
import { injectIntoShell, shellWithNoindex } from './shell.js';

/** Answers a page path with HTML, given the shell's index.html; undefined when the path names no published page. */
export type PublishedPageHtml = (
  path: string,
  query: {
    blockId?: string;
    v?: string;
    r?: string;
    template?: boolean;
    thumbnail?: boolean;
    /** The request's headers the frame is chosen from (layout, drawer, language). */
    reader?: ReaderHeaders;
  },
  indexHtml: string,
) => Promise<PageAnswer | undefined>;

/** Content drawn with the labels of a language: kept while those labels (their locale files) are unchanged. */
type CachedContent = RenderedContent & { size: number; labels: ReaderLabels };

/** A page's content, and whether each id of the query named something it drew (else no entry of its own). */
interface Content {
  content: RenderedContent;
  idsMatched: boolean;
}

/**
 * A page's whole answer, valid while its workspace's publish generation is the one read before the page was
 * opened, the publications it was drawn from are unexpired, and the shell and page entry it was built on are
 * the ones in use.
 */
interface CachedAnswer {
  workspaceId: string;
  generation: number;
  readableUntil: number;
  indexHtml: string;
  scripts: readonly string[] | undefined;
  labels: ReaderLabels;
  answer: PageAnswer;
  size: number;
}

const reserved = new Set<string>(reservedNamespaces);
const blockIdShape = /^[A-Za-z0-9_-]{1,64}$/;
// A small page's HTML is a few KB; a long one a few hundred. Bounded by both count and characters.
const cacheEntries = 500;
const cacheChars = 64 * 1024 * 1024;
// Whole answers (shell, head, content, hydration data): about the content's size again.
const answerEntries = 500;
const answerBytes = 64 * 1024 * 1024;
// What each renderer keeps, for tests (`keptEntriesOf`).
const keptEntries = new WeakMap<PublishedPageHtml, () => { contents: number; answers: number }>();

/**
 * The server-rendered published page (`/{namespace}/{publishName}`): the shell's index.html with the page's
 * title, description, Open Graph / Twitter tags, canonical address and its content already drawn inside the
 * shell's root, where the publish remote takes over. A page the public may not read as it stands (never
 * published, unpublished, expired, in the trash or a private space, or protected by a password) answers the
 * shell alone with noindex: not a word of its content or title. Content is cached per published version.
 *
 * The whole answer is kept too, as the bytes sent and their entity tag, under the workspace's publish
 * generation (migration 0018: triggers move it in the transaction of every change a page is drawn from —
 * publications and their settings, passwords and expiry dates, namespaces, copies, the page tree, the trash).
 * A request reads the generation in one query, and opens the page again (every policy check as above) unless
 * an answer was built at that generation; an answer also stops being used when the first publication it was
 * drawn from expires, compared with the time of the request. A page that is not readable is never kept, and a
 * protected page is never readable here (no password is ever checked on this path). The generation lives in
 * the database, so every instance sharing it sees a change at once. Not moved by it: the pages' last edit
 * (`last_edited_time`, written with every content update), which is why the answer does not carry it (the
 * hydration data's meta leaves it out, `hydrationMeta`) — the content itself follows through the published
 * copy, which does move it.
 */
export function createPublishedPageHtml(
  db: Kysely<Database>,
  publicUrl: string,
  pageEntry: PageEntryScripts = () => Promise.resolve(undefined),
  /** The font service's stylesheet address (QUIRE_FONT_SERVICE_URL), or null when it is off. */
  fontService: string | null = null,
  /** The frame's labels in a language (the web root's locale files); English alone when not given. */
  labelsOf: FrameLabelsOf = englishLabelsOnly,
): PublishedPageHtml {
  const cache = new RenderCache<CachedContent>(cacheEntries, cacheChars);
  const answers = new RenderCache<CachedAnswer>(answerEntries, answerBytes);
  const noindexAnswers = new LastShellAnswer();

  const contentOf = async (
    page: OpenedPage,
    blockId: string | undefined,
    database: { viewId: string | undefined; rowId: string | undefined },
    thumbnail: boolean,
    language: string,
    labels: ReaderLabels,
  ): Promise<Content> => {
    const links = createHash('sha256')
      .update(
        JSON.stringify([...page.listed].map(([id, entry]) => [id, entry.publishName, entry.title?.name])),
      )
      .digest('base64url');
    const key = JSON.stringify([
      page.view.view_id,
      page.version.sourceVersion,
      page.version.copiedAt,
      page.namespace,
      page.view.layout,
      links,
      blockId ?? null,
      database.viewId ?? null,
      database.rowId ?? null,
      thumbnail,
      // The document's and database's labels are the reader's language's (a bounded set: the shipped ones).
      language,
    ]);
    const cached = cache.get(key);
    if (cached !== undefined && cached.labels === labels) return { content: cached, idsMatched: true };
    const copy = await findPublishedCopy(db, page.workspaceId, page.view.view_id);
    if (copy === undefined) {
      return { content: { html: '', text: '', highlighted: false, hydration: undefined }, idsMatched: false };
    }
    let content: RenderedContent;
    let idsMatched: boolean;
    if (isDatabaseLayout(page.view.layout)) {
      const drawn = await renderDatabaseContent(db, page, database.viewId, database.rowId, labels.database);
      content = drawn;
      idsMatched = blockId === undefined && drawn.idsMatched;
    } else {
      content = await renderContent(page, copy.docState, blockId, thumbnail, labels.document);
      idsMatched =
        (blockId === undefined || content.highlighted) &&
        database.viewId === undefined &&
        database.rowId === undefined;
    }
    // An id that names nothing drawn (a block not in the page, a view or row not shown, `?v=`/`?r=` on a
    // document) draws what no id draws: it gets no entry of its own, so made-up ids cannot fill the cache.
    if (idsMatched) {
      const size = content.html.length + content.text.length + (content.hydration?.length ?? 0);
      cache.set(key, { ...content, size, labels });
    }
    return { content, idsMatched };
  };

  const noindex = (indexHtml: string): PageAnswer => noindexAnswers.get(indexHtml, shellWithNoindex);

  const html: PublishedPageHtml = async (path, query, indexHtml) => {
    const names = parsePagePath(path);
    if (names === undefined || reserved.has(names.namespace.toLowerCase())) return undefined;
    const blockId =
      query.blockId !== undefined && blockIdShape.test(query.blockId) ? query.blockId : undefined;
    // `?v=` / `?r=` (a database's view / row): only a shown view, or a row a shown view draws, is drawn; any
    // other view id shows the default view, any other row id the note that the row is not part of the page.
    const viewId = query.v !== undefined && blockIdShape.test(query.v) ? query.v : undefined;
    const rowId = query.r !== undefined && blockIdShape.test(query.r) ? query.r : undefined;
    // The frame as the publish remote will draw it for this reader: phone or desktop, template or thumbnail,
    // the drawer as they left it, their language. Kept answers are per variant, and the variants are few.
    const variant = frameVariant(query.reader ?? {}, {
      template: query.template === true,
      thumbnail: query.thumbnail === true,
    });
    const { thumbnail } = variant;
    // Read before the page is opened: an answer is kept under the generation its state was read at or after.
    const current = await publishGenerationOf(db, names.namespace);
    if (current === undefined) return noindex(indexHtml);
    const scripts = await pageEntry();
    const labels = await labelsOf(variant.language);
    const now = new Date();
    const key = JSON.stringify([
      names.namespace,
      names.publishName,
      blockId ?? null,
      viewId ?? null,
      rowId ?? null,
      variantKey(variant),
    ]);
    const kept = answers.get(key);
    if (
      kept !== undefined &&
      kept.workspaceId === current.workspaceId &&
      kept.generation === current.generation &&
      now.getTime() < kept.readableUntil &&
      kept.indexHtml === indexHtml &&
      kept.scripts === scripts &&
      kept.labels === labels
    ) {
      return kept.answer;
    }
    const page = await openPublishedPage(db, names.namespace, names.publishName, now);
    if (page === undefined) return noindex(indexHtml);
    const { content, idsMatched } = await contentOf(
      page,
      blockId,
      { viewId, rowId },
      thumbnail,
      variant.language,
      labels,
    );
    const title = pageTitle(page.view);
    const cover = coverSrc(page.view);
    const url = `${publicUrl}${pagePath(page.namespace, page.publication.publish_name)}`;
    const head = headTags({
      title,
      description: content.text,
      url,
      image: cover === undefined ? undefined : absoluteUrl(cover, publicUrl),
      indexable: page.publication.indexing === 1,
    });
    const styles = `<style>${renderStyles}${longPageStyles}${pageFrameStyles}${drawerStyles(variant)}</style>`;
    const hydration =
      content.hydration === undefined
        ? ''
        : hydrationScript(
            {
              format: 1,
              namespace: names.namespace,
              publishName: names.publishName,
              copyVersion: copyVersionOf(page.version),
              meta: hydrationMeta(page.meta),
              ...(content.highlighted && blockId !== undefined ? { highlightBlockId: blockId } : {}),
              // What the renderer drew with, so that the remote hydrates the same words.
              labels: labels.document,
            },
            content.hydration,
          );
    // A first visit loads the publish remote's page entry alone (no shell, no federation runtime).
    const answer = pageAnswer(
      injectIntoShell(indexHtml, {
        title: escapeHtml(title),
        head: head + styles + fontStylesheetTag(page.view, fontService),
        body:
          renderPageFrame(page, content.html, variant, labels, { heading: content.row !== true }) + hydration,
        ...(scripts === undefined ? {} : { scripts }),
      }),
    );
    // An id that names nothing drawn (see contentOf): like its content, its answer is not kept; nor is
    // the answer of a drawer at the reader's own width (drawn from the kept content each time).
    if (page.workspaceId === current.workspaceId && idsMatched && isKeptVariant(variant)) {
      answers.set(key, {
        workspaceId: current.workspaceId,
        generation: current.generation,
        readableUntil: page.readableUntil,
        indexHtml,
        scripts,
        labels,
        answer,
        size: answer.body.length,
      });
    }
    return answer;
  };
  keptEntries.set(html, () => ({ contents: cache.size, answers: answers.size }));
  return html;
}

/** Tests: how many contents and whole answers a page renderer keeps (each cache is bounded, see above). */
export function keptEntriesOf(html: PublishedPageHtml): { contents: number; answers: number } | undefined {
  return keptEntries.get(html)?.();
}

/** The shell with noindex, encoded once per index.html (the last one; a new build replaces it). */
class LastShellAnswer {
  private last: { indexHtml: string; answer: PageAnswer } | undefined;

  get(indexHtml: string, build: (indexHtml: string) => string): PageAnswer {
    if (this.last?.indexHtml !== indexHtml) this.last = { indexHtml, answer: pageAnswer(build(indexHtml)) };
    return this.last.answer;
  }
}

/**
 * The public API's view meta as the hydration data carries it: without the pages' last edit (`last_edited_time`,
 * and `last_edited_by`, null on public pages). Every content update writes it, which does not move the
 * publish generation the answer is kept under, so a kept answer would carry an older time; and nothing reads
 * it (the publish remote takes the ids, names, layouts, icons and extras: its publishedViewMeta.ts).
 */
function hydrationMeta(meta: PublishedViewMeta) {
  const withoutLastEdit = ({ last_edited_by: _by, last_edited_time: _time, ...view }: PublishViewInfo) =>
    view;
  return {
    view: withoutLastEdit(meta.view),
    child_views: meta.child_views.map(withoutLastEdit),
    ancestor_views: meta.ancestor_views.map(withoutLastEdit),
  };
}

/** The name of a published copy's state that live updates compare (changes whenever the copy does). */
export function copyVersionOf(version: { sourceVersion: number; copiedAt: string }): string {
  return `${version.sourceVersion}:${version.copiedAt}`;
}

function hydrationScript(head: Parameters<typeof serializeHydrationData>[0], content: string): string {
  return `<script type="application/json" id="${hydrationScriptId}">${serializeHydrationData(head, content)}</script>`;
}
