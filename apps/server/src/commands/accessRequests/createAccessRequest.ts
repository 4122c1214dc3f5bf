import { randomUUID } from 'node:crypto';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../../config/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import type { Mailer } from '../../mail/index.js';
import { authorizeAccessRequestCreation } from '../../policies/accessRequest.js';
import { findExistingAccessRequest, type AccessRequestRow } from '../../queries/accessRequests.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { accessRequestMail, approveRequestLink } from './accessRequestMail.js';

const alreadyMessage = 'You have already asked for access to this page';

/**
 * A signed-in user asks the Owner of `workspaceId` for access to `viewId` (spec 001 §7): stored once per user,
 * workspace and page (again: AccessRequestAlreadyExists 1043), then mailed to the Owner with the approve link.
 * Rate-limited per requester (each request mails someone else); a mail that cannot be sent is MailerError
 * (1059) and the request stays.
 */
export async function createAccessRequest(
  db: Kysely<Database>,
  params: { requesterUuid: string; workspaceId: string; viewId: string; now: Date },
  mail: { mailer: Mailer; publicUrl: string; ratePerUser: RateLimit },
): Promise<AccessRequestRow> {
  const { requesterUuid, workspaceId, viewId, now } = params;
  await enforceApiRateLimit(
    db,
    `access-request:${requesterUuid}`,
    mail.ratePerUser,
    now,
    (wait) => `Too many access requests. Try again in ${wait}.`,
  );
  const tree = await loadViewTree(db, workspaceId);
  const view = await authorizeAccessRequestCreation(db, tree, { userUuid: requesterUuid, viewId, now });
  if ((await findExistingAccessRequest(db, { requesterUuid, workspaceId, viewId })) !== undefined) {
    throw new AppError('AccessRequestAlreadyExists', alreadyMessage);
  }
  const row: AccessRequestRow = {
    request_id: randomUUID(),
    workspace_id: workspaceId,
    view_id: view.view_id,
    requester_uuid: requesterUuid,
    status: 0,
    created_at: now.toISOString(),
    decided_at: null,
  };
  try {
    await db.insertInto('access_requests').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('AccessRequestAlreadyExists', alreadyMessage);
    throw error;
  }
  const facts = await db
    .selectFrom('workspaces as workspace')
    .innerJoin('users as owner', 'owner.uuid', 'workspace.owner_uuid')
    .innerJoin('users as requester', (join) => join.on('requester.uuid', '=', requesterUuid))
    .select([
      'workspace.workspace_name',
      'owner.email as owner_email',
      'requester.name as requester_name',
      'requester.email as requester_email',
    ])
    .where('workspace.workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  try {
    await mail.mailer.send(
      accessRequestMail({
        to: facts.owner_email,
        requesterName: facts.requester_name,
        requesterEmail: facts.requester_email,
        pageName: view.name,
        workspaceName: facts.workspace_name,
        link: approveRequestLink(mail.publicUrl, row.request_id),
      }),
    );
  } catch (error) {
    throw new AppError('MailerError', undefined, { cause: error });
  }
  return row;
}
