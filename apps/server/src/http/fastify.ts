import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LogLevel } from '../config/index.js';

export const requestIdHeader = 'x-request-id';

/**
 * A Fastify instance with the conventions both services share: pino logs tagged with the service name,
 * a request id (taken from a proxy's x-request-id or generated) logged with every line and echoed back.
 */
export function createFastify(
  service: 'api' | 'auth',
  logLevel: LogLevel,
  options: { trustProxy?: boolean | number | string[] } = {},
): FastifyInstance {
  const app = Fastify({
    // Only behind a proxy that sets X-Forwarded-For may it name the client (rate limits key on it).
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // AppFlowy puts a whole access token in a path (`/api/user/verify/{token}`); the default is 100.
    routerOptions: { maxParamLength: 8192 },
    logger: { level: logLevel, base: { service, pid: process.pid } },
    requestIdHeader,
    genReqId: () => randomUUID(),
    // Idle keep-alive sockets are closed on shutdown; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
  // A request still running when the stop begins keeps its keep-alive socket open afterwards, and close()
  // would wait for the client to drop it (up to keepAliveTimeout): its answer asks the client to close.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return app;
}

/** A number means "trust that many proxy hops" (Fastify's typings only take it as a function). */
function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
