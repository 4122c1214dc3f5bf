import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceRole } from '../db/schema.js';

export type { WorkspaceRole } from '../db/schema.js';

/** Every role, strongest first: the order policies list them in. */
export const workspaceRoles: readonly WorkspaceRole[] = ['Owner', 'Member', 'Guest'];

/** The role of `userUuid` in `workspaceId`, or null when they are not a member (or there is no such workspace). */
export async function memberRole(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
): Promise<WorkspaceRole | null> {
  const row = await db
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * The caller's role when it is one of `allowed`. Non-members and other roles get the same
 * NotEnoughPermissions (1012), so that an outsider cannot tell a missing workspace from a foreign one.
 */
export async function requireRole(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
  allowed: readonly WorkspaceRole[],
): Promise<WorkspaceRole> {
  const role = await memberRole(db, workspaceId, userUuid);
  if (role === null || !allowed.includes(role)) throw new AppError('NotEnoughPermissions');
  return role;
}
