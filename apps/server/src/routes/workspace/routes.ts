import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { createOwnWorkspace } from '../../commands/createOwnWorkspace.js';
import { seedNamesFor } from '../../models/seedNames.js';
import { deleteWorkspace } from '../../commands/deleteWorkspace.js';
import { leaveWorkspace } from '../../commands/leaveWorkspace.js';
import { openWorkspace } from '../../commands/openWorkspace.js';
import { updateWorkspace } from '../../commands/updateWorkspace.js';
import { nowTimestamp } from '../../db/time.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeWorkspace } from '../../policies/workspace.js';
import type { Workspace } from '@quire/shared/contract';
import { presentWorkspace } from '../../presenters/workspace.js';
import { listMemberWorkspaces } from '../../queries/userWorkspaces.js';
import type { RouteContext } from '../context.js';
import { registerInvitationRoutes } from './invitations.js';
import { registerInviteCodeRoutes } from './inviteCodes.js';
import { registerMemberRoutes } from './members.js';
import { registerProfileRoutes } from './profiles.js';
import {
  createWorkspaceBodySchema,
  listWorkspacesQuerySchema,
  patchWorkspaceBodySchema,
  workspaceIdParamsSchema,
} from './schema.js';

/** Workspaces (`/api/workspace…`): CRUD, open, leave, members and invitations (AppFlowy's shapes). */
export function registerWorkspaceRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate } = context;

  /** The workspace as `userUuid` sees it; only called after the policy let them in. */
  const memberView = async (userUuid: string, workspaceId: string): Promise<Workspace> => {
    const workspace = (await listMemberWorkspaces(db, userUuid)).find(
      (candidate) => candidate.workspace_id === workspaceId,
    );
    if (workspace === undefined) throw new AppError('RecordNotFound', SpecMessages.workspaceInfoNotFound);
    return presentWorkspace(workspace);
  };

  app.get('/api/workspace', { preHandler: authenticate }, async (request) => {
    parseRequest(listWorkspacesQuerySchema, request.query, 'query');
    const workspaces = await listMemberWorkspaces(db, authOf(request).userUuid);
    return okEnvelope(workspaces.map(presentWorkspace));
  });

  app.post('/api/workspace', { preHandler: authenticate }, async (request) => {
    const body = parseRequest(createWorkspaceBodySchema, request.body ?? {}, 'body');
    const { userUuid } = authOf(request);
    const now = nowTimestamp();
    const workspace = await createOwnWorkspace(db, {
      ownerUuid: userUuid,
      // AppFlowy's default name for a workspace created without one.
      name: body.workspace_name ?? `workspace_${Math.floor(Date.parse(now) / 1000)}`,
      icon: body.workspace_icon ?? '',
      now,
      seeds: seedNamesFor(request.headers['accept-language']),
    });
    return okEnvelope(await memberView(userUuid, workspace.workspace_id));
  });

  app.patch('/api/workspace', { preHandler: authenticate }, async (request) => {
    const body = parseRequest(patchWorkspaceBodySchema, request.body, 'body');
    await authorizeWorkspace(db, body.workspace_id, authOf(request).userUuid, 'update');
    await updateWorkspace(db, body.workspace_id, {
      workspace_name: body.workspace_name,
      icon: body.workspace_icon,
    });
    return okEnvelope();
  });

  app.delete('/api/workspace/:workspace_id', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'delete');
    await deleteWorkspace(db, workspaceId);
    return okEnvelope();
  });

  app.put('/api/workspace/:workspace_id/open', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const { userUuid } = authOf(request);
    await authorizeWorkspace(db, workspaceId, userUuid, 'open');
    await openWorkspace(db, userUuid, workspaceId, nowTimestamp());
    return okEnvelope(await memberView(userUuid, workspaceId));
  });

  app.post('/api/workspace/:workspace_id/leave', { preHandler: authenticate }, async (request) => {
    const { workspace_id: workspaceId } = parseRequest(workspaceIdParamsSchema, request.params, 'params');
    const { userUuid } = authOf(request);
    const role = await authorizeWorkspace(db, workspaceId, userUuid, 'leave');
    await leaveWorkspace(db, { workspaceId, userUuid, role });
    return okEnvelope();
  });

  registerMemberRoutes(app, context);
  registerProfileRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerInviteCodeRoutes(app, context);
}
