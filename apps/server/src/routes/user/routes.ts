import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf, verifySignedIn } from '../../auth/authenticate.js';
import { seedNamesFor } from '../../models/seedNames.js';
import { onboardUser } from '../../commands/onboardUser.js';
import { updateUser } from '../../commands/updateUser.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { presentUserProfile } from '../../presenters/user.js';
import { presentWorkspace } from '../../presenters/workspace.js';
import { listMemberWorkspaces } from '../../queries/userWorkspaces.js';
import { findUser as findUserRow } from '../../queries/users.js';
import type { RouteContext } from '../context.js';
import { updateUserBodySchema, verifyParamsSchema } from './schema.js';

export function registerUserRoutes(app: FastifyInstance, { config, db, authenticate }: RouteContext): void {
  const findUser = async (uuid: string) => {
    const user = await findUserRow(db, uuid);
    if (user === undefined) throw new AppError('RecordNotFound', SpecMessages.userNotFound);
    return user;
  };

  /** AppFlowy's first call after any sign-in; the token travels in the path, so it is checked here. */
  app.get('/api/user/verify/:access_token', async (request) => {
    const { access_token: token } = parseRequest(verifyParamsSchema, request.params, 'params');
    const { userUuid } = await verifySignedIn(config.jwtSecret, db, token);
    const { isNew } = await onboardUser(db, userUuid, seedNamesFor(request.headers['accept-language']));
    return okEnvelope({ is_new: isNew });
  });

  app.get('/api/user/profile', { preHandler: authenticate }, async (request) => {
    return okEnvelope(presentUserProfile(await findUser(authOf(request).userUuid)));
  });

  app.post('/api/user/update', { preHandler: authenticate }, async (request) => {
    const changes = parseRequest(updateUserBodySchema, request.body, 'body');
    if (!(await updateUser(db, authOf(request).userUuid, changes))) {
      throw new AppError('RecordNotFound', SpecMessages.userNotFound);
    }
    return okEnvelope();
  });

  app.get('/api/user/workspace', { preHandler: authenticate }, async (request) => {
    const user = await findUser(authOf(request).userUuid);
    const workspaces = (await listMemberWorkspaces(db, user.uuid)).map(presentWorkspace);
    const visiting =
      workspaces.find((workspace) => workspace.workspace_id === user.latest_workspace_id) ?? workspaces[0];
    if (visiting === undefined) throw new AppError('RecordNotFound', SpecMessages.workspaceInfoNotFound);
    return okEnvelope({ user_profile: presentUserProfile(user), visiting_workspace: visiting, workspaces });
  });
}
