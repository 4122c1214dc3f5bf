import { AppError, ErrorCode, isAppError, type ErrorName } from '@quire/shared/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UnauthorizedError } from '../http/unauthorized.js';

/**
 * Every error of the auth service, in one body that all its clients read: `code` + `message` are the
 * catalogue's (so `@quire/shared`'s client reads it like an envelope), `error_code` + `msg` are current
 * GoTrue's, `error` + `error_description` older GoTrue's and OAuth2's (`invalid_grant`).
 */
export interface GoTrueErrorBody {
  code: number;
  message: string;
  error_code: string;
  msg: string;
  error: string;
  error_description: string;
  /** With a 429: seconds until a retry can succeed (also the Retry-After header), as the API envelope has it. */
  retry_after_secs?: number;
}

export interface GoTrueErrorDetail {
  status: number;
  /** GoTrue's machine-readable code, e.g. `refresh_token_already_used`. */
  errorCode: string;
  /** OAuth2's error class; defaults to `errorCode`. */
  oauthError?: string;
  retryAfterSeconds?: number;
}

/** A catalogue error that also says how GoTrue would have answered it. */
export class AuthError extends AppError {
  readonly detail: GoTrueErrorDetail;

  constructor(name: ErrorName, message: string, detail: GoTrueErrorDetail) {
    super(name, message);
    this.detail = detail;
  }
}

/** How a plain catalogue error (e.g. a zod failure through parseRequest) is answered here. */
const detailByName: Partial<Record<ErrorName, GoTrueErrorDetail>> = {
  InvalidRequest: { status: 400, errorCode: 'validation_failed', oauthError: 'invalid_request' },
  InvalidEmail: { status: 400, errorCode: 'email_address_invalid', oauthError: 'invalid_request' },
  InvalidUrl: { status: 400, errorCode: 'validation_failed', oauthError: 'invalid_request' },
  RecordNotFound: { status: 404, errorCode: 'not_found' },
  UserUnAuthorized: { status: 401, errorCode: 'bad_jwt', oauthError: 'unauthorized' },
  NotLoggedIn: { status: 401, errorCode: 'no_authorization', oauthError: 'unauthorized' },
  TooManyRequests: { status: 429, errorCode: 'over_request_rate_limit' },
  MailerError: { status: 500, errorCode: 'unexpected_failure', oauthError: 'server_error' },
  Internal: { status: 500, errorCode: 'unexpected_failure', oauthError: 'server_error' },
};

export function goTrueErrorBody(
  name: ErrorName,
  message: string,
  detail: GoTrueErrorDetail,
): GoTrueErrorBody {
  return {
    code: ErrorCode[name],
    message,
    error_code: detail.errorCode,
    msg: message,
    error: detail.oauthError ?? detail.errorCode,
    error_description: message,
    ...(detail.retryAfterSeconds === undefined ? {} : { retry_after_secs: detail.retryAfterSeconds }),
  };
}

export function sendGoTrueError(
  reply: FastifyReply,
  name: ErrorName,
  message: string,
  detail: GoTrueErrorDetail,
): FastifyReply {
  if (detail.retryAfterSeconds !== undefined) reply.header('retry-after', String(detail.retryAfterSeconds));
  return reply.code(detail.status).send(goTrueErrorBody(name, message, detail));
}

export function installGoTrueErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendGoTrueError(
      reply,
      'RecordNotFound',
      `No route ${request.method} ${request.url.split('?')[0] ?? ''}`,
      {
        status: 404,
        errorCode: 'not_found',
      },
    ),
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError)
      return sendGoTrueError(reply, error.errorName, error.message, error.detail);
    if (isAppError(error)) {
      const detail = detailByName[error.errorName] ?? { status: 400, errorCode: 'bad_request' };
      if (detail.status >= 500) request.log.error({ err: error }, 'auth service error');
      return sendGoTrueError(reply, error.errorName, error.message, detail);
    }
    if (error instanceof UnauthorizedError) {
      const missing = error.message === 'No Authorization header';
      return sendGoTrueError(reply, missing ? 'NotLoggedIn' : 'UserUnAuthorized', error.message, {
        status: 401,
        errorCode: missing ? 'no_authorization' : 'bad_jwt',
        oauthError: 'unauthorized',
      });
    }
    const status = statusOf(error);
    if (status < 500) {
      return sendGoTrueError(reply, 'InvalidRequest', `Invalid request: ${(error as Error).message}`, {
        status,
        errorCode: 'bad_json',
        oauthError: 'invalid_request',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendGoTrueError(reply, 'Internal', 'Internal server error', {
      status: 500,
      errorCode: 'unexpected_failure',
      oauthError: 'server_error',
    });
  });
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}
