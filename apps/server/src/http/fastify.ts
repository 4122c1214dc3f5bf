import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { LogLevel } from '../config/index.js';
import { installJsonBodyRules } from './jsonBody.js';
import { redactObject, redactSecrets } from './redact.js';

export const requestIdHeader = 'x-request-id';

/**
 * A Fastify instance with the conventions both services share: pino logs tagged with the service name,
 * a request id (taken from a proxy's x-request-id or generated) logged with every line and echoed back.
 */
export function createFastify(
  service: 'api' | 'auth',
  logLevel: LogLevel,
  options: { trustProxy?: boolean | number | string[]; logStream?: LogStream } = {},
): FastifyInstance {
  const app = Fastify({
    // Only behind a proxy that sets X-Forwarded-For may it name the client (rate limits key on it).
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // AppFlowy puts a whole access token in a path (`/api/user/verify/{token}`); the default is 100.
    routerOptions: { maxParamLength: 8192 },
    logger: loggerOptions(service, logLevel, options.logStream),
    requestIdHeader,
    genReqId: () => randomUUID(),
    // Idle keep-alive sockets are closed on shutdown; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  installJsonBodyRules(app);
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

/** Where log lines go instead of stdout (tests read them to prove no secret is written). */
export interface LogStream {
  write(line: string): void;
}

/**
 * pino with every secret taken out before a line is written: request URLs, error messages and stacks, string
 * arguments, and secret fields (credential headers included) of logged objects.
 */
function loggerOptions(service: string, level: LogLevel, stream: LogStream | undefined) {
  const options: FastifyLoggerOptions & Record<string, unknown> = {
    level,
    base: { service, pid: process.pid },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
      err: (error) => ({
        type: error.name,
        message: redactSecrets(error.message),
        stack: redactSecrets(error.stack ?? ''),
        code: error.code,
      }),
    },
    formatters: { log: (object: Record<string, unknown>) => redactObject(object) },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)),
        );
      },
    },
  };
  if (stream !== undefined) options.stream = stream;
  return options;
}
