import type { FastifyInstance } from 'fastify';
import { noCache } from '../../static/cacheControl.js';
import type { RouteContext } from '../context.js';

/**
 * What the front ends read at run time instead of at build time: the browser-visible configuration and
 * the remote manifest. Plain JSON (not enveloped) like the static files beside them, and never cached, so
 * that a remote is released by changing one URL.
 */
export function registerClientConfigRoutes(app: FastifyInstance, { config }: RouteContext): void {
  app.get('/config.json', (_request, reply) => reply.header('cache-control', noCache).send(config.runtime));
  app.get('/remotes.json', (_request, reply) => reply.header('cache-control', noCache).send(config.remotes));
}
