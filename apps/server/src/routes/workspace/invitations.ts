import { AppError } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../../auth/authenticate.js';
import { acceptInvitation } from '../../commands/acceptInvitation.js';
import { inviteMembers } from '../../commands/inviteMembers.js';
import { invitationNotFoundMessage, revokeInvitation } from '../../commands/revokeInvitation.js';
import type { Database } from '../../db/schema.js';
import { nowTimestamp } from '../../db/time.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeInvitation } from '../../policies/invitation.js';
import { authorizeWorkspace } from '../../policies/workspace.js';
import { isInvitationExpired } from '../../models/invitationLife.js';
import { presentSentInvitation, presentWorkspaceInvitation } from '../../presenters/workspaceInvitation.js';
import { findInvitations, type InvitationDetails } from '../../queries/invitations.js';
import { storedEmailOf as emailOf } from '../../queries/users.js';
import type { RouteContext } from '../context.js';
import {
  inviteBodySchema,
  inviteIdParamsSchema,
  listInvitationsQuerySchema,
  workspaceInviteParamsSchema,
  workspaceIdParamsSchema,
} from './schema.js';

async function findInvitation(db: Kysely<Database>, inviteId: string): Promise<InvitationDetails> {
  const [invitation] = await findInvitations(db, { inviteId });
  if (invitation === undefined) throw new AppError('RecordNotFound', invitationNotFoundMessage);
  return invitation;
}

/** Invitations by e-mail: sending, listing and revoking them (Owner), and the invitee's side (list, read, accept). */
export function registerInvitationRoutes(
  app: FastifyInstance,
  { config, db, mailer, authenticate }: RouteContext,
): void {
  app.post('/api/workspace/:workspace_id/invite', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const invitees = parseRequest(inviteBodySchema, request.body, 'body');
    const { userUuid } = authOf(request);
    await authorizeWorkspace(db, workspaceId, userUuid, 'invite');
    await inviteMembers(
      db,
      { workspaceId, inviterUuid: userUuid, invitees, now: nowTimestamp() },
      { mailer, publicUrl: config.publicUrl, ratePerWorkspace: config.limits.invitesPerWorkspace },
    );
    return okEnvelope();
  });

  app.get('/api/workspace/:workspace_id/invite', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'invite');
    const pending = await findInvitations(db, { workspaceId, status: 'Pending' });
    const now = new Date();
    return okEnvelope(pending.map((invitation) => presentSentInvitation(invitation, now)));
  });

  app.delete(
    '/api/workspace/:workspace_id/invite/:invite_id',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id: workspaceId, invite_id: inviteId } = parseRequest(
        workspaceInviteParamsSchema,
        request.params,
        'params',
      );
      await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'invite');
      await revokeInvitation(db, { workspaceId, inviteId });
      return okEnvelope();
    },
  );

  app.get('/api/workspace/invite', { preHandler: authenticate }, async (request) => {
    const { status } = parseRequest(listInvitationsQuerySchema, request.query, 'query');
    const inviteeEmail = await emailOf(db, authOf(request).userUuid);
    const invitations = await findInvitations(db, {
      inviteeEmail,
      ...(status === undefined ? {} : { status }),
    });
    // An expired invitation can no longer be accepted, so it is not offered.
    const now = new Date();
    const live = invitations.filter((invitation) => !isInvitationExpired(invitation, now));
    return okEnvelope(live.map(presentWorkspaceInvitation));
  });

  app.get('/api/workspace/invite/:invite_id', { preHandler: authenticate }, async (request) => {
    const { invite_id: inviteId } = parseRequest(inviteIdParamsSchema, request.params, 'params');
    const invitation = await findInvitation(db, inviteId);
    authorizeInvitation(invitation, await emailOf(db, authOf(request).userUuid), 'view');
    return okEnvelope(presentWorkspaceInvitation(invitation));
  });

  app.post('/api/workspace/accept-invite/:invite_id', { preHandler: authenticate }, async (request) => {
    const { invite_id: inviteId } = parseRequest(inviteIdParamsSchema, request.params, 'params');
    const { userUuid } = authOf(request);
    const invitation = await findInvitation(db, inviteId);
    authorizeInvitation(invitation, await emailOf(db, userUuid), 'accept');
    await acceptInvitation(db, invitation, userUuid, nowTimestamp());
    return okEnvelope();
  });
}
