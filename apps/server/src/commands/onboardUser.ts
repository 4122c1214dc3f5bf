import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { englishSeedNames, type SeedNames } from '../models/seedNames.js';
import { createWorkspace } from './createWorkspace.js';

export const defaultWorkspaceName = englishSeedNames.workspace;

/**
 * The first `GET /api/user/verify/{token}` of a user (AppFlowy's moment for it): creates their default
 * workspace and opens it. `isNew` is true exactly once: the claim on `onboarded_at` is a conditional
 * update, so concurrent first calls cannot both create a workspace. Its names are in the user's language.
 */
export async function onboardUser(
  db: Kysely<Database>,
  userUuid: string,
  seeds: SeedNames = englishSeedNames,
): Promise<{ isNew: boolean }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const claimed = await trx
      .updateTable('users')
      .set({ onboarded_at: now })
      .where('uuid', '=', userUuid)
      .where('onboarded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { isNew: false };
    const workspace = await createWorkspace(trx, { ownerUuid: userUuid, name: seeds.workspace, now, seeds });
    await trx
      .updateTable('users')
      .set({ latest_workspace_id: workspace.workspace_id, updated_at: now })
      .where('uuid', '=', userUuid)
      .execute();
    return { isNew: true };
  });
}
