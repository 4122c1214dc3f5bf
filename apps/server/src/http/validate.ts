import { AppError } from '@quire/shared/errors';
import type { z } from 'zod';

export type RequestPart = 'body' | 'query' | 'params';

/**
 * Parses one part of a request with its zod schema. A failure is the envelope InvalidRequest (1008) with a
 * message naming each offending field, e.g. `Invalid request body: email: Invalid email address`.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field === '' ? issue.message : `${field}: ${issue.message}`;
  });
  throw new AppError('InvalidRequest', `Invalid request ${part}: ${problems.join('; ')}`);
}
