import { api, getRuntimeConfig, isAppError } from '@quire/shared';
import type { PublishInfo } from '@quire/shared/contract';
import { forgetAllPublishInfo, forgetPublishInfo } from './publishCache';

// The workspace's published site (docs/API.md "Publishing"): its namespace, the first segment of every
// published address, and the default page `/{namespace}` alone opens. Changing either is the Owner's.

const ws = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}`;

/** Namespaces: ASCII letters, digits, '-' and '_', 2 to 64 characters (the server's rule, codes 1047–1053). */
export const namespaceLength = { min: 2, max: 64 } as const;

export type NamespaceProblem = 'short' | 'long' | 'character';

/** The server's rule for namespaces, checked before sending (reserved words and uniqueness are its own). */
export function namespaceProblem(namespace: string): NamespaceProblem | null {
  if (namespace.length < namespaceLength.min) return 'short';
  if (namespace.length > namespaceLength.max) return 'long';
  if (!/^[A-Za-z0-9_-]+$/.test(namespace)) return 'character';
  return null;
}

/** The workspace's current namespace (its id until the Owner sets one). */
export function getNamespace(workspaceId: string): Promise<string> {
  return api.get<string>(`${ws(workspaceId)}/publish-namespace`);
}

/** Changes the namespace (the Owner); older ones keep resolving. Every cached publish info is dropped. */
export async function setNamespace(
  workspaceId: string,
  oldNamespace: string,
  newNamespace: string,
): Promise<void> {
  await api.put<unknown>(`${ws(workspaceId)}/publish-namespace`, {
    old_namespace: oldNamespace,
    new_namespace: newNamespace,
  });
  forgetAllPublishInfo();
}

/** The default page's publish info, or null when none is set. */
export async function getPublishDefault(workspaceId: string): Promise<PublishInfo | null> {
  try {
    return await api.get<PublishInfo>(`${ws(workspaceId)}/publish-default`);
  } catch (error) {
    // The server answers RecordNotFound while no default page is set.
    if (isAppError(error) && error.errorName === 'RecordNotFound') return null;
    throw error;
  }
}

export async function setPublishDefault(workspaceId: string, viewId: string): Promise<void> {
  await api.put<unknown>(`${ws(workspaceId)}/publish-default`, { view_id: viewId });
  forgetPublishInfo(workspaceId, viewId);
}

export async function clearPublishDefault(workspaceId: string): Promise<void> {
  await api.delete<unknown>(`${ws(workspaceId)}/publish-default`);
}

/** `{publicUrl}/{namespace}`: the site's address, which opens its default page. */
export function siteUrl(namespace: string): string {
  const base = getRuntimeConfig().publicUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(namespace)}`;
}
