import { AppError } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { createInviteCode, deleteInviteCode, joinByInviteCode } from '../../commands/inviteCodes.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import { authorizeWorkspace } from '../../policies/workspace.js';
import { presentInviteCodeInfo } from '../../presenters/inviteCode.js';
import {
  findInviteCodeWorkspace,
  findLiveInviteCode,
  findWorkspaceInviteCode,
} from '../../queries/inviteCodes.js';
import type { RouteContext } from '../context.js';
import {
  createInviteCodeBodySchema,
  inviteCodeBodySchema,
  inviteCodeQuerySchema,
  workspaceIdParamsSchema,
} from './schema.js';

/**
 * Invite links (AppFlowy's invite codes): the Owner makes or deletes the workspace's code, members may read
 * it to pass it on, and any signed-in person holding it may look the workspace up and join as a Member.
 * Lookups and joins are rate-limited per user, so codes cannot be guessed by trying.
 */
export function registerInviteCodeRoutes(
  app: FastifyInstance,
  { config, db, authenticate }: RouteContext,
): void {
  const path = '/api/workspace/:workspace_id/invite-code';

  app.get(path, { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'readInviteCode');
    return okEnvelope({ code: await findWorkspaceInviteCode(db, workspaceId, new Date()) });
  });

  app.post(path, { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const body = parseRequest(createInviteCodeBodySchema, request.body, 'body');
    const { userUuid } = authOf(request);
    await authorizeWorkspace(db, workspaceId, userUuid, 'invite');
    const code = await createInviteCode(db, {
      workspaceId,
      createdBy: userUuid,
      validityHours: body.validity_period_hours ?? null,
      now: new Date(),
    });
    return okEnvelope({ code });
  });

  app.delete(path, { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'invite');
    await deleteInviteCode(db, workspaceId);
    return okEnvelope();
  });

  const limitTries = (userUuid: string, now: Date) =>
    enforceApiRateLimit(
      db,
      `invite-code:${userUuid}`,
      config.limits.inviteCodeTriesPerUser,
      now,
      (wait) => `Too many invitation codes tried. Try again in ${wait}.`,
    );

  app.get('/api/invite-code-info', { preHandler: authenticate }, async (request) => {
    const { code } = parseRequest(inviteCodeQuerySchema, request.query, 'query');
    const { userUuid } = authOf(request);
    const now = new Date();
    await limitTries(userUuid, now);
    const found = await findLiveInviteCode(db, code, now);
    const workspace = found && (await findInviteCodeWorkspace(db, found.workspace_id, userUuid));
    if (workspace === undefined) throw new AppError('InvalidInvitationCode');
    return okEnvelope(presentInviteCodeInfo(workspace));
  });

  app.post('/api/workspace/join-by-invite-code', { preHandler: authenticate }, async (request) => {
    const { code } = parseRequest(inviteCodeBodySchema, request.body, 'body');
    const { userUuid } = authOf(request);
    const now = new Date();
    await limitTries(userUuid, now);
    return okEnvelope({ workspace_id: await joinByInviteCode(db, { code, userUuid, now }) });
  });
}
