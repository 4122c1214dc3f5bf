import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../http/envelope.js';
import { sendEnvelopedError } from '../../http/errors.js';
import type { RouteContext } from '../context.js';
import type { Health } from '@quire/shared/contract';

export function registerHealthRoutes(app: FastifyInstance, { database, bus, version }: RouteContext): void {
  // Load balancers and monitors poll this: each dependency must really answer, or the answer is 503.
  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health: database is not answering');
      return sendEnvelopedError(
        reply,
        { kind: 'unavailable' },
        'ServiceTemporaryUnavailable',
        `The ${database.kind} database is not answering`,
      );
    }
    if (!(await bus.ping())) {
      return sendEnvelopedError(
        reply,
        { kind: 'unavailable' },
        'ServiceTemporaryUnavailable',
        'Redis is not answering',
      );
    }
    const health: Health = { status: 'ok', database: database.kind, redis: bus.kind === 'redis', version };
    return okEnvelope(health);
  });
}
