import type { Kysely } from 'kysely';
import type { Database, WorkspaceRole } from '../db/schema.js';

/** A workspace as one member sees it: the row, its owner, the member's role and the member count. */
export interface MemberWorkspace {
  workspace_id: string;
  workspace_name: string;
  icon: string;
  database_storage_id: string;
  created_at: string;
  owner_uid: string;
  owner_name: string;
  owner_email: string;
  role: WorkspaceRole;
  member_count: number;
}

/**
 * Workspaces with their owner and member count, the columns of a MemberWorkspace but the role; the caller
 * narrows it (a `where`) and, for a member's list, joins the membership for the role.
 */
export function selectWorkspaceSummaries(db: Kysely<Database>) {
  return db
    .selectFrom('workspaces as workspace')
    .innerJoin('users as owner', 'owner.uuid', 'workspace.owner_uuid')
    .select([
      'workspace.workspace_id',
      'workspace.workspace_name',
      'workspace.icon',
      'workspace.database_storage_id',
      'workspace.created_at',
      'owner.uid as owner_uid',
      'owner.name as owner_name',
      'owner.email as owner_email',
    ])
    .select((eb) =>
      eb
        .selectFrom('workspace_members as other')
        .select(eb.fn.countAll().as('count'))
        .whereRef('other.workspace_id', '=', 'workspace.workspace_id')
        .as('member_count'),
    );
}

/** A count as a number: PostgreSQL answers counts as bigint text, SQLite as a number. */
export function countOf(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** Every workspace `userUuid` belongs to, oldest first. */
export async function listMemberWorkspaces(
  db: Kysely<Database>,
  userUuid: string,
): Promise<MemberWorkspace[]> {
  const rows = await selectWorkspaceSummaries(db)
    .innerJoin('workspace_members as member', 'member.workspace_id', 'workspace.workspace_id')
    .select('member.role')
    .where('member.user_uuid', '=', userUuid)
    .orderBy('workspace.created_at')
    .orderBy('workspace.workspace_id')
    .execute();
  return rows.map((row) => ({ ...row, member_count: countOf(row.member_count) }));
}
