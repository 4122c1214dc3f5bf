import type { ApiClient } from '@quire/shared';

/**
 * A view's publish info in the form the published page uses (ENT-11): the wire's `publish_name`,
 * `comments_enabled` and `duplicate_enabled` as `publishName`, `commentEnabled` and `duplicateEnabled`.
 */
export interface PagePublishInfo {
  namespace: string;
  /** '' when the answer names none: the view is not published. */
  publishName: string;
  commentEnabled: boolean;
  duplicateEnabled: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Maps a publish info answer field by field (no zod in the page's bundle); a flag is on only when it is `true`. */
export function toPagePublishInfo(answer: unknown): PagePublishInfo {
  const info = isRecord(answer) ? answer : {};
  return {
    namespace: stringOf(info.namespace),
    publishName: stringOf(info.publish_name),
    commentEnabled: info.comments_enabled === true,
    duplicateEnabled: info.duplicate_enabled === true,
  };
}

/** A view's publish info (API-PUB-12), read without a session: it is public, like the page. */
export async function fetchPagePublishInfo(client: ApiClient, viewId: string): Promise<PagePublishInfo> {
  const answer = await client.get<unknown>(`/api/workspace/v1/published-info/${encodeURIComponent(viewId)}`, {
    auth: false,
  });
  return toPagePublishInfo(answer);
}
