import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { changeMemberRole } from '../../commands/changeMemberRole.js';
import { removeMembers } from '../../commands/removeMembers.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeWorkspace, membersVisibleTo } from '../../policies/workspace.js';
import { presentWorkspaceMember } from '../../presenters/workspaceMember.js';
import { listMembersVisibleTo } from '../../queries/workspaceMembers.js';
import type { RouteContext } from '../context.js';
import { changeMemberRoleBodySchema, removeMembersBodySchema, workspaceIdParamsSchema } from './schema.js';

/** `/api/workspace/{id}/member`: list, change a role, remove. */
export function registerMemberRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/workspace/:workspace_id/member', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const { userUuid } = authOf(request);
    const role = await authorizeWorkspace(db, workspaceId, userUuid, 'listMembers');
    const members = await listMembersVisibleTo(db, workspaceId, userUuid, membersVisibleTo(role));
    return okEnvelope(members.map(presentWorkspaceMember));
  });

  app.put('/api/workspace/:workspace_id/member', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const body = parseRequest(changeMemberRoleBodySchema, request.body, 'body');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'changeMemberRole');
    await changeMemberRole(db, workspaceId, body);
    return okEnvelope();
  });

  app.delete('/api/workspace/:workspace_id/member', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const emails = parseRequest(removeMembersBodySchema, request.body, 'body');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'removeMembers');
    await removeMembers(db, workspaceId, emails);
    return okEnvelope();
  });
}
