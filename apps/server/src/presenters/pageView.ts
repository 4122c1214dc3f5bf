import type { UserRow } from '../db/schema.js';
import type { FolderView } from './folderView.js';
import { parseUserMetadata } from './user.js';

/** AppFlowy's AFWebUser: who made or last edited a page, as a page shows it. */
export interface WebUser {
  uuid: string;
  name: string;
  avatar_url: string | null;
}

export interface PageViewAnswer {
  view: FolderView;
  /** `encoded_collab`: the page's collab as one Yjs v1 update, bytes as numbers; rows come with databases later. */
  data: { encoded_collab: number[]; row_data: Record<string, number[]> };
  owner: WebUser | null;
  last_editor: WebUser | null;
}

export function presentWebUser(user: UserRow | undefined): WebUser | null {
  if (user === undefined) return null;
  return { uuid: user.uuid, name: user.name, avatar_url: parseUserMetadata(user.metadata).icon_url ?? null };
}

export function presentPageView(params: {
  view: FolderView;
  docState: Uint8Array;
  owner: UserRow | undefined;
  lastEditor: UserRow | undefined;
}): PageViewAnswer {
  return {
    view: params.view,
    data: { encoded_collab: Array.from(params.docState), row_data: {} },
    owner: presentWebUser(params.owner),
    last_editor: presentWebUser(params.lastEditor),
  };
}
