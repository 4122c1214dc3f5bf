/** The body of every main-API response: `code` 0 is success, anything else an error from the catalogue. */
export interface Envelope<T> {
  code: number;
  data?: T;
  message: string;
  /** Set on a rate-limit refusal (TooManyRequests): seconds until a retry can succeed. */
  retry_after_secs?: number;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as { code?: unknown; message?: unknown };
  return Number.isInteger(candidate.code) && typeof candidate.message === 'string';
}
