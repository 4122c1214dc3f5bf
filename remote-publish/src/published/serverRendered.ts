import {
  hydrationRootId,
  hydrationScriptId,
  parseHydrationData,
  type HydrationData,
} from '@quire/shared/render';
import { parsePublishedViewMeta, type PublishedViewMeta } from './publishedViewMeta';

/** The element the server renders the page into (after the shell's root, for readers without JavaScript). */
export const serverRenderedId = 'quire-published';

/** What the server drew of this page and what the remote needs to hydrate it without asking the API. */
export interface ServerRendered {
  data: HydrationData;
  meta: PublishedViewMeta;
}

let read: { data: ServerRendered | undefined } | undefined;

function readOnce(): ServerRendered | undefined {
  if (read !== undefined) return read.data;
  const script = typeof document === 'undefined' ? null : document.getElementById(hydrationScriptId);
  const data = script === null ? undefined : parseHydrationData(script.textContent);
  const meta = data === undefined ? null : parsePublishedViewMeta(data.meta);
  read = { data: data === undefined || meta === null ? undefined : { data, meta } };
  return read.data;
}

/**
 * The server's rendering of `namespace/publishName`, when the page was loaded with it and it is still on
 * screen (once taken over or removed, the next page of the site loads as usual).
 */
export function serverRenderedPage(namespace: string, publishName: string): ServerRendered | undefined {
  serverStyledPage();
  const page = readOnce();
  if (page === undefined || document.getElementById(hydrationRootId) === null) return undefined;
  return page.data.namespace === namespace && page.data.publishName === publishName ? page : undefined;
}

/** Whether the server's copy of a page is on screen (the remote shows nothing over it while it loads). */
export function hasServerRendered(): boolean {
  const present = typeof document !== 'undefined' && document.getElementById(serverRenderedId) !== null;
  styledByServer ??= present;
  return present;
}

let styledByServer: boolean | undefined;

/**
 * Whether this page came as the server's HTML of a published page, whose head carries the renderer's rules for
 * the whole visit (they are written with its copy): decided the first time it is asked, or the server's copy
 * looked for, while that copy is still there.
 */
export function serverStyledPage(): boolean {
  styledByServer ??= hasServerRendered();
  return styledByServer;
}

/**
 * Takes the server's rendered document out of its copy — the same DOM nodes, to be hydrated where the remote
 * shows the document — or null when there is none.
 */
export function adoptServerDocument(): HTMLElement | null {
  const root = document.getElementById(hydrationRootId);
  root?.remove();
  return root;
}

/**
 * Takes the page list out of the server's copy (its drawer's), to show until the remote's tree has loaded; null
 * when there is none or it was taken already.
 */
export function adoptServerOutline(): HTMLElement | null {
  const list = document
    .getElementById(serverRenderedId)
    ?.querySelector<HTMLElement>('.quire-published-outline');
  list?.remove();
  return list ?? null;
}

/**
 * Removes what is left of the server's copy (its outline, title and cover: the remote draws its own) and the
 * hydration data, so the page is not shown twice and its block ids are not doubled.
 */
export function removeServerRendered(): void {
  document.getElementById(serverRenderedId)?.remove();
  document.getElementById(hydrationScriptId)?.remove();
}

/** Tests only: read the page's hydration data again. */
export function forgetServerRenderedForTests(): void {
  read = undefined;
  styledByServer = undefined;
}
