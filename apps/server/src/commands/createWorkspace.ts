import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceRow } from '../db/schema.js';
import type { SeedNames } from '../models/seedNames.js';
import { createDefaultSpaces } from './pageTree/defaultSpaces.js';

/** A workspace and its owner's membership; run it inside the caller's transaction when part of more. */
export async function createWorkspace(
  db: Kysely<Database>,
  { ownerUuid, name, now, seeds }: { ownerUuid: string; name: string; now: string; seeds?: SeedNames },
): Promise<WorkspaceRow> {
  const workspace: WorkspaceRow = {
    workspace_id: randomUUID(),
    workspace_name: name,
    icon: '',
    owner_uuid: ownerUuid,
    database_storage_id: randomUUID(),
    created_at: now,
    publish_generation: 0,
  };
  await db.insertInto('workspaces').values(workspace).execute();
  await db
    .insertInto('workspace_members')
    .values({ workspace_id: workspace.workspace_id, user_uuid: ownerUuid, role: 'Owner', joined_at: now })
    .execute();
  await createDefaultSpaces(db, {
    workspaceId: workspace.workspace_id,
    ownerUuid,
    now,
    ...(seeds === undefined ? {} : { seeds }),
  });
  return workspace;
}
