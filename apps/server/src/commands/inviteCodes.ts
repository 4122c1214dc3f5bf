import { randomInt } from 'node:crypto';
import { inviteCodeLength } from '@quire/shared/contract';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findLiveInviteCode } from '../queries/inviteCodes.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters from 62 by the CSPRNG: about 95 bits, beyond guessing at any rate the limits allow. */
function newInviteCode(): string {
  return Array.from({ length: inviteCodeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A fresh invite link code for the workspace; the previous one stops working. */
export async function createInviteCode(
  db: Kysely<Database>,
  params: { workspaceId: string; createdBy: string; validityHours: number | null; now: Date },
): Promise<string> {
  const code = newInviteCode();
  const expiresAt =
    params.validityHours === null
      ? null
      : new Date(params.now.getTime() + params.validityHours * 3600 * 1000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('workspace_invite_codes').where('workspace_id', '=', params.workspaceId).execute();
    await trx
      .insertInto('workspace_invite_codes')
      .values({
        code,
        workspace_id: params.workspaceId,
        created_by: params.createdBy,
        created_at: params.now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  return code;
}

export async function deleteInviteCode(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await db.deleteFrom('workspace_invite_codes').where('workspace_id', '=', workspaceId).execute();
}

/**
 * Joins the code's workspace as a Member; someone already in it keeps their role. An unknown, deleted or
 * expired code is InvalidInvitationCode (1068).
 */
export async function joinByInviteCode(
  db: Kysely<Database>,
  params: { code: string; userUuid: string; now: Date },
): Promise<string> {
  const found = await findLiveInviteCode(db, params.code, params.now);
  if (found === undefined) throw new AppError('InvalidInvitationCode');
  await db
    .insertInto('workspace_members')
    .values({
      workspace_id: found.workspace_id,
      user_uuid: params.userUuid,
      role: 'Member',
      joined_at: params.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['workspace_id', 'user_uuid']).doNothing())
    .execute();
  return found.workspace_id;
}
