import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { registerCors } from '../http/cors.js';
import { createFastify, type LogStream } from '../http/fastify.js';
import { authServicePolicy, installSecurityHeaders } from '../http/securityHeaders.js';
import type { AuthDeps } from './deps.js';
import { installGoTrueErrorHandling } from './errors.js';
import { registerMagicLinkRoutes } from './magiclink/routes.js';
import { registerOAuthRoutes } from './oauth/routes.js';
import { registerPasswordRoutes } from './password/routes.js';
import { currentAuthSettings } from './settings.js';
import { registerTokenRoutes } from './token/routes.js';
import { registerUserRoutes } from './user/routes.js';
import { registerVerifyRoutes } from './verify/routes.js';

/**
 * The authentication service (QUIRE_AUTH_PORT), shaped like GoTrue because AppFlowy clients talk to GoTrue:
 * plain JSON answers and GoTrue's error form, not the API envelope. Each route family gets `deps`.
 */
export async function createAuthApp(
  config: Config,
  version: string,
  deps: AuthDeps,
  logStream?: LogStream,
): Promise<FastifyInstance> {
  const app = createFastify('auth', config.logLevel, { trustProxy: config.auth.trustProxy, logStream });
  installSecurityHeaders(app, authServicePolicy);
  installGoTrueErrorHandling(app);
  await registerCors(app, config.corsOrigins);
  // OAuth2 clients post form bodies (token requests, Apple's form_post callback).
  await app.register(formbody);

  app.get('/health', () => ({ name: 'quire-auth', version, description: 'Quire authentication service' }));
  app.get('/settings', () => currentAuthSettings(config));
  registerMagicLinkRoutes(app, deps);
  registerVerifyRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  return app;
}
