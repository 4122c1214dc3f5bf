import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceRole } from '../db/schema.js';
import { normaliseEmail } from '../models/email.js';

export const cannotChangeOwnerRoleMessage = "The owner's role cannot be changed.";

/**
 * Gives the member with `email` a new role. Ownership is not handed over this way: the owner's own role
 * is fixed and nobody is made Owner (the schema only offers Member and Guest).
 */
export function changeMemberRole(
  db: Kysely<Database>,
  workspaceId: string,
  { email, role }: { email: string; role: Exclude<WorkspaceRole, 'Owner'> },
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('workspace_members as member')
      .innerJoin('users as user', 'user.uuid', 'member.user_uuid')
      .select(['member.user_uuid', 'member.role'])
      .where('member.workspace_id', '=', workspaceId)
      .where('user.email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (member === undefined) throw new AppError('MemberNotFound');
    if (member.role === 'Owner') throw new AppError('InvalidRequest', cannotChangeOwnerRoleMessage);
    await trx
      .updateTable('workspace_members')
      .set({ role })
      .where('workspace_id', '=', workspaceId)
      .where('user_uuid', '=', member.user_uuid)
      .execute();
  });
}
