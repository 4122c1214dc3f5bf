import { AppError } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { updateMemberProfile } from '../../commands/updateMemberProfile.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeWorkspace, membersVisibleTo } from '../../policies/workspace.js';
import { presentMentionablePerson } from '../../presenters/mentionablePerson.js';
import { listMembersVisibleTo, listWorkspaceMembers } from '../../queries/workspaceMembers.js';
import type { RouteContext } from '../context.js';
import { memberProfileBodySchema, workspaceIdParamsSchema } from './schema.js';

/** People as AppFlowy Web shows them: the caller's profile in a workspace, and who can be mentioned. */
export function registerProfileRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/workspace/:workspace_id/workspace-profile', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const { userUuid } = authOf(request);
    await authorizeWorkspace(db, workspaceId, userUuid, 'open');
    const [self] = await listWorkspaceMembers(db, workspaceId, [userUuid]);
    if (self === undefined) throw new AppError('RecordNotFound');
    return okEnvelope(presentMentionablePerson(self));
  });

  app.put(
    '/api/workspace/:workspace_id/update-member-profile',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
      const body = parseRequest(memberProfileBodySchema, request.body, 'body');
      const { userUuid } = authOf(request);
      await authorizeWorkspace(db, workspaceId, userUuid, 'open');
      await updateMemberProfile(db, {
        workspaceId,
        userUuid,
        profile: {
          name: body.name,
          avatar_url: body.avatar_url ?? null,
          cover_image_url: body.cover_image_url ?? null,
          custom_image_url: body.custom_image_url ?? null,
          description: body.description ?? null,
        },
      });
      return okEnvelope();
    },
  );

  app.get(
    '/api/workspace/:workspace_id/mentionable-person',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
      const { userUuid } = authOf(request);
      const role = await authorizeWorkspace(db, workspaceId, userUuid, 'listMembers');
      const members = await listMembersVisibleTo(db, workspaceId, userUuid, membersVisibleTo(role));
      return okEnvelope({ persons: members.map(presentMentionablePerson) });
    },
  );
}
