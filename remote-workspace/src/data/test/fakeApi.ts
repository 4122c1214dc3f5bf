import { sessionActions, setRuntimeConfig, store } from '@quire/shared';
import { testToken } from '../../test/session';
import type { FolderView, ViewLayout } from '../types';

export const API = 'http://api.test';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A route answered with this fails with the API error envelope (code 1024, message "refused"). */
export const FAIL = Symbol('fail');

/** A route answered with this never reaches the server: fetch rejects as it does offline (a NetworkError). */
export const UNREACHABLE = Symbol('unreachable');

/** A route answered with plain JSON instead of the envelope (static files such as /af_icons/icons.json). */
export class Raw {
  constructor(readonly body: unknown) {}
}

/**
 * A route answered with this fails with the API error envelope of that code and message; the API answers its
 * errors with HTTP 200, the auth service (GoTrue) with an error status, given here, and may add GoTrue's
 * `error_code` and a rate limit's `retry_after_secs`.
 */
export class Refuse {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly status = 200,
    readonly goTrue: { errorCode?: string; retryAfterSeconds?: number } = {},
  ) {}

  get body(): Record<string, unknown> {
    const { errorCode, retryAfterSeconds } = this.goTrue;
    return {
      code: this.code,
      message: this.message,
      ...(errorCode === undefined ? {} : { error_code: errorCode }),
      ...(retryAfterSeconds === undefined ? {} : { retry_after_secs: retryAfterSeconds }),
    };
  }
}

type Responder = (request: RecordedRequest) => unknown;

/**
 * A fetch double that answers the cloud API's envelope: routes are `"METHOD /path"` (query ignored) mapped to
 * a value or a function of the request. Unrouted requests answer RecordNotFound, so a wrong path fails a test.
 */
export function installFakeApi(routes: Record<string, unknown> = {}) {
  const requests: RecordedRequest[] = [];
  const table = new Map<string, unknown>(Object.entries(routes));
  const fetchDouble = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const answer = table.get(key);
    if (answer === UNREACHABLE) return Promise.reject(new TypeError('Failed to fetch'));
    const envelope = answer instanceof Raw
      ? answer.body
      : answer === FAIL
      ? { code: 1024, message: 'refused' }
      : answer instanceof Refuse
      ? answer.body
      : table.has(key)
      ? { code: 0, data: typeof answer === 'function' ? (answer as Responder)(request) : answer, message: '' }
      : { code: 1024, message: `no route ${key}` };
    // jsdom has no Response; the client reads only status and text().
    const text = JSON.stringify(envelope);
    const status = answer instanceof Refuse ? answer.status : 200;
    return Promise.resolve({ status, text: () => Promise.resolve(text) } as unknown as Response);
  });
  setRuntimeConfig({
    apiBaseUrl: API,
    authBaseUrl: 'http://auth.test',
    wsUrl: 'ws://api.test/ws/v1',
    publicUrl: API,
    links: { terms: `${API}/terms`, privacy: `${API}/privacy`, website: API },
    fontStylesheetUrl: 'http://fonts.test/css2',
  });
  globalThis.fetch = fetchDouble as typeof fetch;
  store.dispatch(sessionActions.tokenChanged(testToken));
  return {
    requests,
    fetch: fetchDouble,
    route(key: string, answer: unknown) {
      table.set(key, answer);
    },
  };
}

let counter = 0;

/** A folder view with sensible defaults (test data factory). */
export function view(overrides: Partial<FolderView> & { view_id?: string; layout?: ViewLayout } = {}): FolderView {
  counter += 1;
  return {
    view_id: `view-${String(counter)}`,
    parent_view_id: '',
    prev_view_id: null,
    name: `Page ${String(counter)}`,
    icon: null,
    is_space: false,
    is_private: false,
    is_published: false,
    is_favorite: false,
    layout: 0,
    created_at: '2025-01-01T00:00:00Z',
    last_edited_time: '2025-01-01T00:00:00Z',
    extra: null,
    children: [],
    ...overrides,
  };
}
