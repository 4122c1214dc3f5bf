import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface WorkspaceChanges {
  workspace_name?: string | undefined;
  icon?: string | undefined;
}

/** Renames and/or re-icons a workspace; fields left out stay as they are. */
export async function updateWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
  changes: WorkspaceChanges,
): Promise<void> {
  const set = {
    ...(changes.workspace_name === undefined ? {} : { workspace_name: changes.workspace_name }),
    ...(changes.icon === undefined ? {} : { icon: changes.icon }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('workspaces').set(set).where('workspace_id', '=', workspaceId).execute();
}
