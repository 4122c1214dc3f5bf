import { AccessRequestStatus } from '@quire/shared/contract';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { EventBus } from '../../bus/index.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../mail/index.js';
import { authorizeAccessRequestDecision } from '../../policies/accessRequest.js';
import { findAccessRequest, type AccessRequestRow } from '../../queries/accessRequests.js';
import { publishWorkspaceEvent } from '../../realtime/workspaceEvents.js';
import { accessDecisionMail, pageLink } from './accessRequestMail.js';

function refuseDecided(row: Pick<AccessRequestRow, 'status'>): void {
  if (row.status === AccessRequestStatus.Approved) {
    throw new AppError('AccessRequestAlreadyApproved', 'This access request was already approved');
  }
  if (row.status === AccessRequestStatus.Denied) {
    throw new AppError('AccessRequestAlreadyDenied', 'This access request was already rejected');
  }
}

/**
 * The workspace Owner approves or denies a pending request (decided already: 1122 / 1123). Approved, the
 * requester becomes a Member (a Guest is promoted; nobody is demoted). The requester is mailed the outcome;
 * a failed mail does not undo the decision (MailerError 1059 says it was not sent).
 */
export async function decideAccessRequest(
  db: Kysely<Database>,
  params: { requestId: string; userUuid: string; approve: boolean; now: Date },
  deps: { mailer: Mailer; publicUrl: string; bus: EventBus },
): Promise<void> {
  const { approve, now } = params;
  const request = await findAccessRequest(db, params.requestId);
  await authorizeAccessRequestDecision(db, request.workspace_id, params.userUuid);
  refuseDecided(request);
  await db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('access_requests')
      .set({
        status: approve ? AccessRequestStatus.Approved : AccessRequestStatus.Denied,
        decided_at: now.toISOString(),
      })
      .where('request_id', '=', request.request_id)
      .where('status', '=', AccessRequestStatus.Pending)
      .executeTakeFirst();
    // Two decisions racing: the second finds the first's outcome.
    if (Number(decided.numUpdatedRows) === 0) refuseDecided(await findAccessRequest(trx, request.request_id));
    if (!approve) return;
    const member = await trx
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', request.workspace_id)
      .where('user_uuid', '=', request.requester_uuid)
      .executeTakeFirst();
    if (member === undefined) {
      await trx
        .insertInto('workspace_members')
        .values({
          workspace_id: request.workspace_id,
          user_uuid: request.requester_uuid,
          role: 'Member',
          joined_at: now.toISOString(),
        })
        .execute();
    } else if (member.role === 'Guest') {
      await trx
        .updateTable('workspace_members')
        .set({ role: 'Member' })
        .where('workspace_id', '=', request.workspace_id)
        .where('user_uuid', '=', request.requester_uuid)
        .execute();
    }
  });
  if (approve) await publishWorkspaceEvent(deps.bus, request.workspace_id, { type: 'members-changed' });
  const facts = await db
    .selectFrom('access_requests as request')
    .innerJoin('users as requester', 'requester.uuid', 'request.requester_uuid')
    .innerJoin('workspaces as workspace', 'workspace.workspace_id', 'request.workspace_id')
    .innerJoin('views as view', 'view.view_id', 'request.view_id')
    .select(['requester.email', 'workspace.workspace_name', 'view.name as view_name'])
    .where('request.request_id', '=', request.request_id)
    .executeTakeFirstOrThrow();
  try {
    await deps.mailer.send(
      accessDecisionMail({
        to: facts.email,
        approved: approve,
        pageName: facts.view_name,
        workspaceName: facts.workspace_name,
        link: pageLink(deps.publicUrl, request.workspace_id, request.view_id),
      }),
    );
  } catch (error) {
    throw new AppError('MailerError', undefined, { cause: error });
  }
}
