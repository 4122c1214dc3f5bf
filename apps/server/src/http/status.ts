import type { ErrorName } from '@quire/shared/errors';

/**
 * The HTTP status sent with an enveloped error (see docs/API.md, "Status codes"). Application errors ride
 * on 200 like AppFlowy, so AppFlowy-compatible clients (which read the envelope of 2xx answers only) see the
 * code; failures of the HTTP exchange itself keep a status that proxies, caches and monitoring understand.
 */
export type EnvelopedFailure =
  | { kind: 'application'; name: ErrorName }
  | { kind: 'unknown-route' }
  | { kind: 'malformed-request' }
  | { kind: 'unsupported-media-type' }
  | { kind: 'payload-too-large' }
  | { kind: 'unavailable' }
  | { kind: 'unexpected' };

export function httpStatusOf(failure: EnvelopedFailure): number {
  switch (failure.kind) {
    case 'application':
      return 200;
    case 'unknown-route':
      return 404;
    case 'malformed-request':
      return 400;
    case 'unsupported-media-type':
      return 415;
    case 'payload-too-large':
      return 413;
    case 'unavailable':
      return 503;
    case 'unexpected':
      return 500;
  }
}
