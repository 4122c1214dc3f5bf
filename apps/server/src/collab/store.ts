import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { NewCollab } from '@quire/shared/collab';
import { currentCollabFormat, readCollabState } from '../stored/collabFormat.js';

export async function insertCollab(
  db: Kysely<Database>,
  params: { workspaceId: string; collab: NewCollab; now: string },
): Promise<void> {
  const { workspaceId, collab, now } = params;
  await db
    .insertInto('collabs')
    .values({
      object_id: collab.objectId,
      workspace_id: workspaceId,
      collab_type: collab.collabType,
      doc_state: Buffer.from(collab.docState),
      doc_format: currentCollabFormat,
      updated_at: now,
    })
    .execute();
}

export async function findCollab(
  db: Kysely<Database>,
  workspaceId: string,
  objectId: string,
): Promise<{ collabType: number; docState: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('collabs')
    .select(['collab_type', 'doc_state', 'doc_format'])
    .where('workspace_id', '=', workspaceId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        collabType: row.collab_type,
        docState: readCollabState(row.doc_format, new Uint8Array(row.doc_state)),
      };
}

export async function deleteCollabs(
  db: Kysely<Database>,
  workspaceId: string,
  objectIds: string[],
): Promise<void> {
  if (objectIds.length === 0) return;
  await db
    .deleteFrom('collabs')
    .where('workspace_id', '=', workspaceId)
    .where('object_id', 'in', objectIds)
    .execute();
}
