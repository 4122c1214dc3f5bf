import { AppError, SpecMessages, isEnvelope, type ErrorName } from '../errors/index.js';

/** What came back, before the client decides what it means. */
export interface RawResponse {
  status: number;
  body: unknown;
}

/** `undefined` for an empty body, the parsed JSON, or the text itself when it is not JSON. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Main-API answers: the envelope decides (errors come with HTTP 200); a body that is not one is 'No response'. */
export function unwrapEnvelope(raw: RawResponse): unknown {
  if (!isEnvelope(raw.body)) throw new AppError('Unhandled', SpecMessages.noResponse);
  if (raw.body.code !== 0) throw AppError.fromEnvelope(raw.body);
  return raw.body.data;
}

const nameByStatus: ReadonlyMap<number, ErrorName> = new Map<number, ErrorName>([
  [400, 'InvalidRequest'],
  [401, 'UserUnAuthorized'],
  [403, 'NotEnoughPermissions'],
  [404, 'RecordNotFound'],
  [408, 'RequestTimeout'],
  [409, 'RecordAlreadyExists'],
  [413, 'PayloadTooLarge'],
  [429, 'TooManyRequests'],
  [503, 'ServiceTemporaryUnavailable'],
]);

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  // GoTrue-style errors use msg / error_description; others use message.
  for (const field of ['message', 'msg', 'error_description', 'error']) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** GoTrue's machine-readable refusal (`error_code`, e.g. `same_password`), which names no catalogue error. */
function reasonOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).error_code;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function retryAfterOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).retry_after_secs;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Plain JSON answers (the auth service, which speaks GoTrue's shapes): 2xx is the value; otherwise an
 * envelope if the body is one, else an error named after the HTTP status. Either way GoTrue's `error_code`
 * is kept as the error's `reason`.
 */
export function unwrapJson(raw: RawResponse): unknown {
  if (raw.status >= 200 && raw.status < 300) return raw.body;
  const reason = reasonOf(raw.body);
  if (isEnvelope(raw.body) && raw.body.code !== 0) throw AppError.fromEnvelope(raw.body, reason);
  const name = nameByStatus.get(raw.status) ?? 'Unhandled';
  throw new AppError(
    name,
    messageOf(raw.body) ?? (raw.body === undefined ? SpecMessages.noResponse : undefined),
    { reason, retryAfterSeconds: retryAfterOf(raw.body) },
  );
}
