import { randomUUID } from 'node:crypto';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceRole } from '../db/schema.js';
import { normaliseEmail } from '../models/email.js';
import type { RateLimit } from '../config/index.js';
import { enforceApiRateLimit, waitText } from '../limits/counter.js';
import { reinviteWaitSeconds } from '../models/invitationLife.js';
import type { Mailer } from '../mail/index.js';
import { invitationLink, invitationMail } from './invitationMail.js';

export interface Invitee {
  email: string;
  role: Exclude<WorkspaceRole, 'Owner'>;
}

interface InviteInput {
  workspaceId: string;
  inviterUuid: string;
  invitees: readonly Invitee[];
  now: string;
}

interface MailSetup {
  mailer: Mailer;
  publicUrl: string;
  /** Invitation mails per workspace (QUIRE_INVITE_RATE_PER_WORKSPACE), counted per address. */
  ratePerWorkspace: RateLimit;
}

/**
 * Invites each address (the last entry wins when one appears twice). An address that already belongs
 * to a member refuses the whole request before anything is stored. A pending invitation to the same
 * address is renewed (same id and link, the new role) rather than duplicated. Mails go out after the
 * invitations are stored, so a link never points at nothing; a mail that cannot be sent is MailerError
 * (1059) and the invitation stays, visible to the invitee under `GET /api/workspace/invite`.
 *
 * The server must not become a mail relay: a workspace sends at most `ratePerWorkspace` invitation mails
 * (each address counts), and an address invited less than the cool-down ago is not mailed again — the
 * whole request is refused with TooManyRequests (1079) saying how long to wait, and nothing is stored.
 */
export async function inviteMembers(
  db: Kysely<Database>,
  { workspaceId, inviterUuid, invitees, now }: InviteInput,
  { mailer, publicUrl, ratePerWorkspace }: MailSetup,
): Promise<string[]> {
  const byEmail = new Map(invitees.map((invitee) => [normaliseEmail(invitee.email), invitee.role]));
  const emails = [...byEmail.keys()];
  const nowDate = new Date(now);
  await enforceApiRateLimit(
    db,
    `invite:${workspaceId}`,
    ratePerWorkspace,
    nowDate,
    (wait) => `This workspace has sent too many invitations. Try again in ${wait}.`,
    byEmail.size,
  );
  const stored = await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('workspace_members as member')
      .innerJoin('users as user', 'user.uuid', 'member.user_uuid')
      .select('user.email')
      .where('member.workspace_id', '=', workspaceId)
      .where('user.email', 'in', emails)
      .execute();
    if (members.length > 0) {
      throw new AppError(
        'InvalidRequest',
        `already a member: ${members.map((member) => member.email).join(', ')}`,
      );
    }
    const pending = await trx
      .selectFrom('workspace_invitations')
      .select(['invite_id', 'invitee_email', 'updated_at'])
      .where('workspace_id', '=', workspaceId)
      .where('status', '=', 'Pending')
      .where('invitee_email', 'in', emails)
      .execute();
    const waits = pending
      .map((row) => ({ email: row.invitee_email, wait: reinviteWaitSeconds(row.updated_at, nowDate) }))
      .filter(({ wait }) => wait > 0);
    if (waits.length > 0) {
      const wait = Math.max(...waits.map((entry) => entry.wait));
      throw new AppError(
        'TooManyRequests',
        `${waits.map((entry) => entry.email).join(', ')} ${waits.length === 1 ? 'was' : 'were'} invited a moment ago. Try again in ${waitText(wait)}.`,
        { retryAfterSeconds: wait },
      );
    }
    const pendingIds = new Map(pending.map((row) => [row.invitee_email, row.invite_id]));
    const result: { inviteId: string; email: string }[] = [];
    for (const [email, role] of byEmail) {
      const existing = pendingIds.get(email);
      if (existing === undefined) {
        const inviteId = randomUUID();
        await trx
          .insertInto('workspace_invitations')
          .values({
            invite_id: inviteId,
            workspace_id: workspaceId,
            inviter_uuid: inviterUuid,
            invitee_email: email,
            role,
            status: 'Pending',
            created_at: now,
            updated_at: now,
          })
          .execute();
        result.push({ inviteId, email });
      } else {
        await trx
          .updateTable('workspace_invitations')
          .set({ role, inviter_uuid: inviterUuid, updated_at: now })
          .where('invite_id', '=', existing)
          .execute();
        result.push({ inviteId: existing, email });
      }
    }
    return result;
  });
  await sendInvitationMails(db, workspaceId, inviterUuid, stored, { mailer, publicUrl });
  return stored.map(({ inviteId }) => inviteId);
}

async function sendInvitationMails(
  db: Kysely<Database>,
  workspaceId: string,
  inviterUuid: string,
  invitations: readonly { inviteId: string; email: string }[],
  { mailer, publicUrl }: Pick<MailSetup, 'mailer' | 'publicUrl'>,
): Promise<void> {
  const workspace = await db
    .selectFrom('workspaces')
    .select('workspace_name')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const inviter = await db
    .selectFrom('users')
    .select('name')
    .where('uuid', '=', inviterUuid)
    .executeTakeFirstOrThrow();
  try {
    for (const { inviteId, email } of invitations) {
      await mailer.send(
        invitationMail({
          to: email,
          inviterName: inviter.name,
          workspaceName: workspace.workspace_name,
          link: invitationLink(publicUrl, inviteId),
        }),
      );
    }
  } catch (error) {
    throw new AppError('MailerError', undefined, { cause: error });
  }
}
