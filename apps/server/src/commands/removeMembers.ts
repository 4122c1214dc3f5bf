import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { normaliseEmail } from '../models/email.js';
import { reassignLatestWorkspace } from './reassignLatestWorkspace.js';

export const cannotRemoveOwnerMessage = 'The owner cannot be removed from their own workspace.';

/**
 * Removes the members with these e-mail addresses. Addresses of non-members are ignored (removing is
 * idempotent); naming the owner refuses the whole request before anything changes.
 */
export function removeMembers(
  db: Kysely<Database>,
  workspaceId: string,
  emails: readonly string[],
): Promise<void> {
  const addresses = [...new Set(emails.map(normaliseEmail))];
  return db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('workspace_members as member')
      .innerJoin('users as user', 'user.uuid', 'member.user_uuid')
      .select(['member.user_uuid', 'member.role'])
      .where('member.workspace_id', '=', workspaceId)
      .where('user.email', 'in', addresses)
      .execute();
    if (members.some((member) => member.role === 'Owner')) {
      throw new AppError('InvalidRequest', cannotRemoveOwnerMessage);
    }
    if (members.length === 0) return;
    await trx
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', workspaceId)
      .where(
        'user_uuid',
        'in',
        members.map((member) => member.user_uuid),
      )
      .execute();
    await reassignLatestWorkspace(trx, workspaceId);
  });
}
