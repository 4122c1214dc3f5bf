import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { reassignLatestWorkspace } from './reassignLatestWorkspace.js';

/**
 * Deletes a workspace. Everything that belongs to it (members, invitations, the page tree) goes with it
 * through the foreign keys' ON DELETE CASCADE; users who had it open are moved to another workspace.
 */
export function deleteWorkspace(db: Kysely<Database>, workspaceId: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('workspaces').where('workspace_id', '=', workspaceId).execute();
    await reassignLatestWorkspace(trx, workspaceId);
  });
}
