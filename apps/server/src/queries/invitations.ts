import type { Kysely } from 'kysely';
import type { Database, InvitationStatus, WorkspaceInvitationRow } from '../db/schema.js';

/** An invitation with what its invitee is shown about the workspace and the inviter. */
export interface InvitationDetails extends WorkspaceInvitationRow {
  workspace_name: string;
  workspace_icon: string;
  inviter_name: string;
  inviter_email: string;
  inviter_metadata: string;
  member_count: number;
}

export interface InvitationFilter {
  inviteId?: string;
  inviteeEmail?: string;
  workspaceId?: string;
  status?: InvitationStatus;
}

/** Invitations matching every given filter, newest first. */
export async function findInvitations(
  db: Kysely<Database>,
  filter: InvitationFilter,
): Promise<InvitationDetails[]> {
  let query = db
    .selectFrom('workspace_invitations as invitation')
    .innerJoin('workspaces as workspace', 'workspace.workspace_id', 'invitation.workspace_id')
    .innerJoin('users as inviter', 'inviter.uuid', 'invitation.inviter_uuid')
    .selectAll('invitation')
    .select([
      'workspace.workspace_name',
      'workspace.icon as workspace_icon',
      'inviter.name as inviter_name',
      'inviter.email as inviter_email',
      'inviter.metadata as inviter_metadata',
    ])
    .select((eb) =>
      eb
        .selectFrom('workspace_members as member')
        .select(eb.fn.countAll().as('count'))
        .whereRef('member.workspace_id', '=', 'invitation.workspace_id')
        .as('member_count'),
    );
  if (filter.inviteId !== undefined) query = query.where('invitation.invite_id', '=', filter.inviteId);
  if (filter.inviteeEmail !== undefined) {
    query = query.where('invitation.invitee_email', '=', filter.inviteeEmail);
  }
  if (filter.workspaceId !== undefined) {
    query = query.where('invitation.workspace_id', '=', filter.workspaceId);
  }
  if (filter.status !== undefined) query = query.where('invitation.status', '=', filter.status);
  const rows = await query.orderBy('invitation.updated_at', 'desc').orderBy('invitation.invite_id').execute();
  // PostgreSQL answers counts as bigint text; SQLite as a number.
  return rows.map((row) => ({ ...row, member_count: Number(row.member_count ?? 0) }));
}
