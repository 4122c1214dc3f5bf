import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { registerCors } from '../http/cors.js';
import { createFastify } from '../http/fastify.js';
import { currentAuthSettings } from './settings.js';

/**
 * The authentication service (QUIRE_AUTH_PORT), shaped like GoTrue because AppFlowy clients talk to GoTrue.
 * It answers GoTrue's JSON error form `{code, error_code, msg}`, not the API envelope.
 */
export async function createAuthApp(config: Config, version: string): Promise<FastifyInstance> {
  const app = createFastify('auth', config.logLevel);
  await registerCors(app, config.corsOrigins);

  app.get('/health', () => ({ name: 'quire-auth', version, description: 'Quire authentication service' }));
  app.get('/settings', () => currentAuthSettings());

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ code: 404, error_code: 'not_found', msg: `No route ${request.method} ${request.url}` }),
  );
  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    const message = status >= 500 ? 'Internal server error' : (error as Error).message;
    return reply
      .code(status)
      .send({ code: status, error_code: status >= 500 ? 'unexpected_failure' : 'bad_request', msg: message });
  });
  return app;
}
