import type { ViewLayout as ContractLayout } from '@quire/shared/collab';
import {
  parseCover,
  parseFont,
  parseIcon,
  type PageCoverValue,
  type PageIconValue,
} from '@quire/shared/render';
import type { PublishApi } from './publishApi';
import { passwordRequest } from './publishPassword';

/**
 * View layouts of spec 000 §3, held to the collab model's own table (a type-only import: the public page's
 * bundle does not carry Yjs for four numbers).
 */
export const ViewLayout = {
  Document: 0,
  Grid: 1,
  Board: 2,
  Calendar: 3,
  AIChat: 4,
} as const satisfies typeof ContractLayout;

/** A view icon `{ty, value}`: Emoji 0, URL 1, Icon 2 (spec 000 §3). */
export type PublishedIcon = PageIconValue;

export type PublishedCover = PageCoverValue;

export interface PublishedView {
  view_id: string;
  name: string;
  layout: number;
  icon: PublishedIcon | null;
  cover: PublishedCover | null;
  /** The page's chosen font family (AST-06), null for the theme's. */
  font: string | null;
}

/** The part of the published view meta (spec 001 §3) this screen uses. */
export interface PublishedViewMeta {
  view: PublishedView;
  child_views: PublishedView[];
  /** From the space down to the page itself (the breadcrumb); empty when the server sent none. */
  ancestor_views: PublishedView[];
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

// The icon and cover are read as the server's copy of the page reads them (shared's frame).
export { parseIcon, parseCover };

export function parsePublishedView(value: unknown): PublishedView | null {
  const view = record(value);
  if (view === null) return null;
  const { view_id: viewId, name, layout } = view;
  if (typeof viewId !== 'string' || typeof layout !== 'number') return null;
  return {
    view_id: viewId,
    name: typeof name === 'string' ? name : '',
    layout,
    icon: parseIcon(view.icon),
    cover: parseCover(view.extra),
    font: parseFont(view.extra),
  };
}

/**
 * Checks the answer's shape instead of trusting it: a published page is read by anyone, from any server
 * version, and a malformed answer must end on the not-found screen rather than in a render error.
 */
export function parsePublishedViewMeta(value: unknown): PublishedViewMeta | null {
  const view = parsePublishedView(record(value)?.view);
  if (view === null) return null;
  const views = (list: unknown): PublishedView[] =>
    Array.isArray(list)
      ? list.map(parsePublishedView).filter((child): child is PublishedView => child !== null)
      : [];
  const meta = record(value);
  return { view, child_views: views(meta?.child_views), ancestor_views: views(meta?.ancestor_views) };
}

/** The path of a published page's reads, its parts encoded. */
export function publishedPath(prefix: string, namespace: string, publishName: string): string {
  return `${prefix}/${encodeURIComponent(namespace)}/${encodeURIComponent(publishName)}`;
}

/**
 * GET /api/workspace/v1/published/{namespace}/{publishName} (API-PUB-10, API-PUB-15), without a token; a
 * protected page's password goes in the `x-publish-password` header.
 */
export async function fetchPublishedViewMeta(
  { client }: PublishApi,
  namespace: string,
  publishName: string,
  password?: string,
): Promise<PublishedViewMeta> {
  const path = publishedPath('/api/workspace/v1/published', namespace, publishName);
  const how = passwordRequest(password);
  const answer =
    how.method === 'GET'
      ? await client.get<unknown>(path, { auth: false, headers: how.headers })
      : await client.post<unknown>(path, how.body, { auth: false });
  const meta = parsePublishedViewMeta(answer);
  if (meta === null) throw new Error(`${path} answered with something that is not a published view meta`);
  return meta;
}
