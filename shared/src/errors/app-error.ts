import { ErrorCode, errorNameOf, type ErrorName } from './codes.js';
import type { Envelope } from './envelope.js';
import { defaultErrorMessage } from './messages.js';

/**
 * The brand every AppError carries. `Symbol.for` reads the global symbol registry, so two copies of this module
 * (two remotes that each bundled `@quire/shared`, or the server and a test loading different builds) agree on
 * it while their `AppError` classes are different objects and `instanceof` would fail across them.
 */
export const appErrorBrand: unique symbol = Symbol.for('quire.AppError');

/**
 * The one error type that crosses package boundaries. `code` is the wire code — usually the catalogue's
 * number for `errorName`, but an envelope may carry a code outside the catalogue (the spec's upload
 * rejection uses 413), which is kept as received while `errorName` falls back to `Internal`.
 */
export class AppError extends Error {
  readonly [appErrorBrand] = true;
  readonly code: number;
  readonly errorName: ErrorName;
  /** For a refusal by a rate limit: how long until a retry can succeed (the envelope's `retry_after_secs`). */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The auth service's finer reason within `errorName`, GoTrue's machine-readable `error_code` (`same_password`,
   * `weak_password`…): one catalogue name covers several refusals there. Absent from the main API's errors.
   */
  readonly reason: string | undefined;

  constructor(
    name: ErrorName,
    message?: string,
    options?: { code?: number; cause?: unknown; retryAfterSeconds?: number; reason?: string },
  ) {
    super(
      message ?? defaultErrorMessage(name),
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.errorName = name;
    this.code = options?.code ?? ErrorCode[name];
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.reason = options?.reason;
  }

  /** `reason`: what the body said beside the envelope's fields (the auth service's `error_code`). */
  static fromEnvelope(
    envelope: Pick<Envelope<unknown>, 'code' | 'message' | 'retry_after_secs'>,
    reason?: string,
  ): AppError {
    const name = errorNameOf(envelope.code);
    const message = envelope.message === '' ? defaultErrorMessage(name) : envelope.message;
    const retryAfterSeconds =
      typeof envelope.retry_after_secs === 'number' ? envelope.retry_after_secs : undefined;
    return new AppError(name, message, { code: envelope.code, retryAfterSeconds, reason });
  }

  /** The envelope a server answers with for this error. */
  toEnvelope(): Envelope<never> {
    return this.retryAfterSeconds === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, retry_after_secs: this.retryAfterSeconds };
  }
}

/**
 * Whether `value` is an AppError from any copy of this module: matched by its brand and the fields every copy
 * has, never by `instanceof` (a second copy of the class is a different constructor). `reason` is not among
 * them: a copy built before it existed has none, and reads as an error without one.
 */
export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<PropertyKey, unknown>>;
  return (
    candidate[appErrorBrand] === true &&
    typeof candidate.code === 'number' &&
    typeof candidate.errorName === 'string' &&
    typeof candidate.message === 'string'
  );
}
