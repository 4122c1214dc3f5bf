import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { registerCors } from '../http/cors.js';
import { createFastify } from '../http/fastify.js';
import { installGoTrueErrorHandling } from './errors.js';
import { currentAuthSettings } from './settings.js';

/**
 * The authentication service (QUIRE_AUTH_PORT), shaped like GoTrue because AppFlowy clients talk to GoTrue:
 * plain JSON answers and GoTrue's error form, not the API envelope.
 */
export async function createAuthApp(config: Config, version: string): Promise<FastifyInstance> {
  const app = createFastify('auth', config.logLevel);
  installGoTrueErrorHandling(app);
  await registerCors(app, config.corsOrigins);

  app.get('/health', () => ({ name: 'quire-auth', version, description: 'Quire authentication service' }));
  app.get('/settings', () => currentAuthSettings());
  return app;
}
