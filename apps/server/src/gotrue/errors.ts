import type { FastifyInstance, FastifyReply } from 'fastify';

/** GoTrue's current error form; `@quire/shared`'s client reads `msg` from it. */
export function sendGoTrueError(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  msg: string,
): FastifyReply {
  return reply.code(status).send({ code: status, error_code: errorCode, msg });
}

export function installGoTrueErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendGoTrueError(reply, 404, 'not_found', `No route ${request.method} ${request.url}`),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status < 500) return sendGoTrueError(reply, status, 'bad_request', (error as Error).message);
    request.log.error({ err: error }, 'unexpected error');
    return sendGoTrueError(reply, 500, 'unexpected_failure', 'Internal server error');
  });
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}
