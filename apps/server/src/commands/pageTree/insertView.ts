import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CollabType, ViewLayout, createDatabase, emptyCollabFor, type NewCollab } from '@quire/shared/collab';
import { insertCollab, insertCollabs } from '../../collab/store.js';
import type { Database, ViewRow } from '../../db/schema.js';

export interface NewView {
  /** A client-chosen id (checked unused by the caller); a fresh one when omitted. */
  viewId?: string;
  workspaceId: string;
  parentId: string;
  /** Omitted for a space, which is its own space. */
  spaceId?: string;
  position: number;
  name: string;
  layout: ViewLayout;
  extra: string;
  icon?: string | null;
  space?: { permission: number };
  createdBy: string;
  now: Date;
  /** The collab to store; an empty one of the layout when omitted. */
  collab?: (viewId: string) => NewCollab;
  /** With `collab` a database: its row collabs, recorded under it (a CSV import's rows). */
  rows?: readonly NewCollab[];
}

/** Writes one view and its collab (a space has an empty document collab, as in AppFlowy). */
export async function insertView(db: Kysely<Database>, params: NewView): Promise<ViewRow> {
  const viewId = params.viewId ?? randomUUID();
  const nowText = params.now.toISOString();
  const made = params.collab === undefined ? newCollabFor(params, viewId) : undefined;
  const collab = params.collab?.(viewId) ?? made?.collab;
  if (collab === undefined) throw new Error('insertView: no collab');
  const row: ViewRow = {
    view_id: viewId,
    workspace_id: params.workspaceId,
    parent_view_id: params.parentId,
    space_id: params.spaceId ?? viewId,
    position: params.position,
    name: params.name,
    icon: params.icon ?? null,
    layout: params.layout,
    extra: params.extra,
    is_space: params.space === undefined ? 0 : 1,
    space_permission: params.space?.permission ?? null,
    collab_id: collab.objectId,
    created_by: params.createdBy,
    last_edited_by: params.createdBy,
    created_at: nowText,
    last_edited_time: nowText,
    trashed_at: null,
  };
  await db.insertInto('views').values(row).execute();
  await insertCollab(db, { workspaceId: params.workspaceId, collab, now: nowText });
  // A new grid, board or calendar's default rows, recorded under their database (the caller's transaction).
  await insertCollabs(db, {
    workspaceId: params.workspaceId,
    collabs: made?.rows ?? params.rows ?? [],
    now: nowText,
    parentId: collab.objectId,
  });
  return row;
}

/**
 * The collab of a new view of `layout`: a grid, board or calendar starts as AppFlowy's do (the model's
 * `createDatabase`: default fields, and rows for a grid and a board), anything else empty.
 */
function newCollabFor(params: NewView, viewId: string): { collab: NewCollab; rows: NewCollab[] } {
  const { layout, name, now } = params;
  if (layout !== ViewLayout.Grid && layout !== ViewLayout.Board && layout !== ViewLayout.Calendar) {
    return { collab: emptyCollabFor({ layout, viewId, name, now }), rows: [] };
  }
  const databaseId = randomUUID();
  const made = createDatabase({ databaseId, viewId, name, layout, now });
  return {
    collab: { objectId: databaseId, collabType: CollabType.Database, docState: made.database },
    rows: made.rows.map((row) => ({
      objectId: row.rowId,
      collabType: CollabType.DatabaseRow,
      docState: row.docState,
    })),
  };
}
