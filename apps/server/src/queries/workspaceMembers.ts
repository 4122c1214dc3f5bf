import type { Kysely } from 'kysely';
import { exhaustive } from '@quire/shared/errors';
import type { Database, WorkspaceRole, WorkspaceRow } from '../db/schema.js';
import type { MemberVisibility } from '../policies/workspace.js';

/** One member of a workspace with what the members list shows of their user. */
export interface WorkspaceMember {
  user_uuid: string;
  name: string;
  email: string;
  /** The user's metadata JSON text (the avatar is its `icon_url`). */
  metadata: string;
  role: WorkspaceRole;
  joined_at: string;
  /** AppFlowy's numeric-looking user id. */
  uid: string;
  /** The member's profile in this workspace (memberProfileFormat text), or null. */
  profile: string | null;
}

/** Members of `workspaceId` in joining order; `onlyUuids` narrows it to those users. */
export function listWorkspaceMembers(
  db: Kysely<Database>,
  workspaceId: string,
  onlyUuids?: readonly string[],
): Promise<WorkspaceMember[]> {
  let query = db
    .selectFrom('workspace_members as member')
    .innerJoin('users as user', 'user.uuid', 'member.user_uuid')
    .select([
      'member.user_uuid',
      'user.name',
      'user.email',
      'user.metadata',
      'member.role',
      'member.joined_at',
      'user.uid',
      'member.profile',
    ])
    .where('member.workspace_id', '=', workspaceId);
  if (onlyUuids !== undefined) query = query.where('member.user_uuid', 'in', [...onlyUuids]);
  return query.orderBy('member.joined_at').orderBy('user.email').execute();
}

/** The members `userUuid` may see, given what the policy lets them see. */
export async function listMembersVisibleTo(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
  visibility: MemberVisibility,
): Promise<WorkspaceMember[]> {
  switch (visibility) {
    case 'everyone':
      return listWorkspaceMembers(db, workspaceId);
    case 'selfAndOwner': {
      const owner = await workspaceOwner(db, workspaceId);
      return listWorkspaceMembers(db, workspaceId, owner === undefined ? [userUuid] : [userUuid, owner]);
    }
    default:
      return exhaustive(visibility);
  }
}

/** The owner's user id, or undefined for a workspace that does not exist. */
export async function workspaceOwner(db: Kysely<Database>, workspaceId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('workspaces')
    .select('owner_uuid')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row?.owner_uuid;
}

/** The workspace row, or undefined. */
export function findWorkspace(db: Kysely<Database>, workspaceId: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();
}
