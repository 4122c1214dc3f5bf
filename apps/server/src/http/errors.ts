import { ErrorCode, isAppError, type ErrorName } from '@quire/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope.js';
import { httpStatusOf, type EnvelopedFailure } from './status.js';
import { UnauthorizedError } from './unauthorized.js';

/** Sends an enveloped error with the status docs/API.md promises for its kind. */
export function sendEnvelopedError(
  reply: FastifyReply,
  failure: EnvelopedFailure,
  name: ErrorName,
  message: string,
): FastifyReply {
  return reply.code(httpStatusOf(failure)).send(errorEnvelope(ErrorCode[name], message));
}

export function sendUnknownApiRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelopedError(
    reply,
    { kind: 'unknown-route' },
    'RecordNotFound',
    `Record not found: no route ${request.method} ${request.url.split('?')[0] ?? ''}`,
  );
}

/** The one error handler of the API: every thrown error leaves as an envelope (or a plain 401). */
export function handleApiError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof UnauthorizedError) {
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .type('text/plain; charset=utf-8')
      .send(error.message);
  }
  if (isAppError(error)) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(httpStatusOf({ kind: 'application', name: error.errorName })).send(error.toEnvelope());
  }
  const fastifyError = asFastifyError(error);
  // @fastify/static refuses a directory (no index files are served) with 403: to a visitor it is a page
  // that does not exist, so it takes the not-found path (SPA fallback, 404) like any other miss.
  if (fastifyError?.statusCode === 403 && !isApiPath(request.url)) {
    reply.callNotFound();
    return reply;
  }
  if (fastifyError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendEnvelopedError(
      reply,
      { kind: 'payload-too-large' },
      'PayloadTooLarge',
      'Request body is too large',
    );
  }
  if (fastifyError?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendEnvelopedError(
      reply,
      { kind: 'unsupported-media-type' },
      'InvalidContentType',
      `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`,
    );
  }
  // Fastify's own 4xx (malformed JSON, empty JSON body, bad URL encoding…): the request, not the server, is wrong.
  const status = fastifyError?.statusCode;
  if (fastifyError !== undefined && status !== undefined && status >= 400 && status < 500) {
    return sendEnvelopedError(
      reply,
      { kind: 'malformed-request' },
      'InvalidRequest',
      `Invalid request: ${fastifyError.message}`,
    );
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendEnvelopedError(reply, { kind: 'unexpected' }, 'Internal', 'Internal server error');
}

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

function asFastifyError(error: unknown): FastifyError | undefined {
  if (!(error instanceof Error)) return undefined;
  const candidate = error as Partial<FastifyError>;
  return typeof candidate.code === 'string' || typeof candidate.statusCode === 'number'
    ? (error as FastifyError)
    : undefined;
}

export function installApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => handleApiError(error, request, reply));
}
