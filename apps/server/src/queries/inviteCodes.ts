import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

function isLive<Row extends { expires_at: string | null }>(row: Row | undefined, now: Date): row is Row {
  return row !== undefined && (row.expires_at === null || Date.parse(row.expires_at) > now.getTime());
}

/** The code's row if it exists and has not expired at `now`. */
export async function findLiveInviteCode(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<{ code: string; workspace_id: string } | undefined> {
  const row = await db
    .selectFrom('workspace_invite_codes')
    .select(['code', 'workspace_id', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  return isLive(row, now) ? row : undefined;
}

/** The workspace's live code, if any. */
export async function findWorkspaceInviteCode(
  db: Kysely<Database>,
  workspaceId: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('workspace_invite_codes')
    .select(['code', 'expires_at'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return isLive(row, now) ? row.code : null;
}

/** What a person about to join by a link is shown of the workspace. */
export interface InviteCodeWorkspace {
  workspace_id: string;
  workspace_name: string;
  icon: string;
  owner_name: string;
  owner_metadata: string;
  member_count: number;
  is_member: boolean;
}

export async function findInviteCodeWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
): Promise<InviteCodeWorkspace | undefined> {
  const row = await db
    .selectFrom('workspaces as workspace')
    .innerJoin('users as owner', 'owner.uuid', 'workspace.owner_uuid')
    .select([
      'workspace.workspace_id',
      'workspace.workspace_name',
      'workspace.icon',
      'owner.name as owner_name',
      'owner.metadata as owner_metadata',
    ])
    .select((eb) => [
      eb
        .selectFrom('workspace_members as member')
        .select(eb.fn.countAll().as('count'))
        .whereRef('member.workspace_id', '=', 'workspace.workspace_id')
        .as('member_count'),
      eb
        .selectFrom('workspace_members as self')
        .select(eb.fn.countAll().as('count'))
        .whereRef('self.workspace_id', '=', 'workspace.workspace_id')
        .where('self.user_uuid', '=', userUuid)
        .as('self_count'),
    ])
    .where('workspace.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  // PostgreSQL answers counts as bigint text; SQLite as a number.
  const { self_count: selfCount, ...rest } = row;
  return { ...rest, member_count: Number(row.member_count ?? 0), is_member: Number(selfCount ?? 0) > 0 };
}
