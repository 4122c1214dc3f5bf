import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { presentUserProfile } from '../../presenters/user.js';
import type { RouteContext } from '../context.js';

export function registerUserRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/user/profile', { preHandler: authenticate }, async (request) => {
    const { userUuid } = authOf(request);
    const user = await db.selectFrom('users').selectAll().where('uuid', '=', userUuid).executeTakeFirst();
    if (user === undefined) throw new AppError('RecordNotFound', SpecMessages.userNotFound);
    return okEnvelope(presentUserProfile(user));
  });
}
