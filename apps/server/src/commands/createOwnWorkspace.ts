import type { Kysely } from 'kysely';
import type { Database, WorkspaceRow } from '../db/schema.js';
import type { SeedNames } from '../models/seedNames.js';
import { createWorkspace } from './createWorkspace.js';

/** `POST /api/workspace`: a new workspace owned by the caller, with its icon when one was given. */
export function createOwnWorkspace(
  db: Kysely<Database>,
  {
    ownerUuid,
    name,
    icon,
    now,
    seeds,
  }: { ownerUuid: string; name: string; icon: string; now: string; seeds: SeedNames },
): Promise<WorkspaceRow> {
  return db.transaction().execute(async (trx) => {
    const workspace = await createWorkspace(trx, { ownerUuid, name, now, seeds });
    if (icon === '') return workspace;
    await trx
      .updateTable('workspaces')
      .set({ icon })
      .where('workspace_id', '=', workspace.workspace_id)
      .execute();
    return { ...workspace, icon };
  });
}
