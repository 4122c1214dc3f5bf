import { isDatabaseLayout } from '@quire/shared/collab';
import type { CreatedPage, FolderView, PageView, WebUser } from '@quire/shared/contract';
import type { UserRow, ViewRow } from '../db/schema.js';
import { parseUserMetadata } from '../models/userMetadata.js';

export function presentWebUser(user: UserRow | undefined): WebUser | null {
  if (user === undefined) return null;
  return { uuid: user.uuid, name: user.name, avatar_url: parseUserMetadata(user.metadata).icon_url ?? null };
}

export function presentPageView(params: {
  view: FolderView;
  docState: Uint8Array;
  /** A database page's first rows (row id → its collab's state); none for a document. */
  rowData?: Readonly<Record<string, Uint8Array>>;
  owner: UserRow | undefined;
  lastEditor: UserRow | undefined;
}): PageView {
  const rowData: Record<string, number[]> = {};
  for (const [rowId, state] of Object.entries(params.rowData ?? {})) rowData[rowId] = Array.from(state);
  return {
    view: params.view,
    data: { encoded_collab: Array.from(params.docState), row_data: rowData },
    owner: presentWebUser(params.owner),
    last_editor: presentWebUser(params.lastEditor),
  };
}

/** A new page's id; a grid, board or calendar page also names its database, which is its collab. */
export function presentCreatedPage(view: ViewRow): CreatedPage {
  return isDatabaseLayout(view.layout)
    ? { view_id: view.view_id, database_id: view.collab_id }
    : { view_id: view.view_id };
}
