import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper JSON than any route needs; refusing it keeps a crafted body from costing stack and time. */
export const maxJsonDepth = 32;

class BadRequestError extends Error {
  readonly statusCode = 400;
  readonly code = 'QUIRE_BAD_REQUEST';
}

/** Why a parsed value may not enter the service, or undefined when it may. */
export function refuseUnsafeValue(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? 'a NUL character is not allowed' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= maxJsonDepth) return `nesting deeper than ${maxJsonDepth} levels is not allowed`;
  if (Array.isArray(value)) {
    // Arrays of numbers (a collab update's bytes) can be millions long: no entry pairs, no calls per number.
    for (const item of value as unknown[]) {
      if (typeof item === 'number') continue;
      const problem = refuseUnsafeValue(item, depth + 1);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = refuseUnsafeValue(key, depth + 1) ?? refuseUnsafeValue(item, depth + 1);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * JSON bodies on both services: an empty body is `{}` (AppFlowy clients send `Content-Type: application/json`
 * with nothing for argument-less POSTs), prototype poisoning is refused by Fastify's own parser, and NUL
 * characters (PostgreSQL cannot store them) or absurd nesting are refused with a 400 before any route runs.
 * Query strings and path parameters get the NUL check too.
 */
export function installJsonBodyRules(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error !== null) {
        done(error, undefined);
        return;
      }
      const problem = refuseUnsafeValue(value);
      if (problem === undefined) done(null, value);
      else done(new BadRequestError(`Request body refused: ${problem}`), undefined);
    });
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem = refuseUnsafeValue(request.query) ?? refuseUnsafeValue(request.params);
    done(problem === undefined ? undefined : new BadRequestError(`Request refused: ${problem}`));
  });
}
