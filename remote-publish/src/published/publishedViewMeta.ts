import type { ApiClient } from '@quire/shared';
import type { ViewLayout as ContractLayout } from '@quire/shared/collab';

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

/** The part of the published view meta (spec 001 §3) this screen uses so far. */
export interface PublishedViewMeta {
  view: { view_id: string; name: string; layout: number };
}

/**
 * Checks the answer's shape instead of trusting it: a published page is read by anyone, from any server
 * version, and a malformed answer must end on the not-found screen rather than in a render error.
 */
export function parsePublishedViewMeta(value: unknown): PublishedViewMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const view = (value as Record<string, unknown>).view;
  if (typeof view !== 'object' || view === null) return null;
  const { view_id: viewId, name, layout } = view as Record<string, unknown>;
  if (typeof viewId !== 'string' || typeof layout !== 'number') return null;
  return { view: { view_id: viewId, name: typeof name === 'string' ? name : '', layout } };
}

/** GET /api/workspace/v1/published/{namespace}/{publishName} (API-PUB-10, API-PUB-15), without a token. */
export async function fetchPublishedViewMeta(
  client: ApiClient,
  namespace: string,
  publishName: string,
): Promise<PublishedViewMeta> {
  const path = `/api/workspace/v1/published/${encodeURIComponent(namespace)}/${encodeURIComponent(publishName)}`;
  const meta = parsePublishedViewMeta(await client.get<unknown>(path, { auth: false }));
  if (meta === null) throw new Error(`${path} answered with something that is not a published view meta`);
  return meta;
}
