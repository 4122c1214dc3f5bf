import { getRuntimeConfig } from '../config/runtime-config.js';
import { AppError, isAppError } from '../errors/index.js';
import { i18n } from '../i18n/instance.js';
import { getDeviceId } from '../platform/device-id.js';
import { sessionEvents } from '../session/events.js';
import { hasSessionRefresher, refreshSession } from '../session/refresh.js';
import { currentToken } from '../session/session.js';
import { isTokenExpired, type SessionToken } from '../session/token.js';
import { createInFlightSharing } from './in-flight.js';
import { readBody, unwrapEnvelope, unwrapJson, type RawResponse } from './response.js';
import { xhrSend, type UploadProgress } from './xhr.js';

/**
 * true: needs the session's bearer token (rejects NotLoggedIn without one); false: public read, never sends
 * it; 'optional': sends it when signed in (public reads that show more to members, e.g. comments).
 */
export type AuthMode = boolean | 'optional';

/** 'envelope': the main API's {code, data, message}; 'json': plain JSON as the auth service answers. */
export type ResponseType = 'envelope' | 'json';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  auth?: AuthMode;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: ResponseType;
  /**
   * Told how much of the body has been sent (a file upload's progress). The request then goes through
   * XMLHttpRequest: fetch cannot report it.
   */
  onUploadProgress?: UploadProgress;
}

export interface ApiClientOptions {
  /** Default: the runtime config's apiBaseUrl, read at request time. */
  baseUrl?: string | (() => string);
  /** Default: the global fetch, looked up at request time. */
  fetch?: typeof fetch;
  responseType?: ResponseType;
  /** The auth mode of calls that do not say; default true. */
  auth?: AuthMode;
  /** Whether to send `x-device-id`; default true. */
  sendDeviceId?: boolean;
  /** Default: the global XMLHttpRequest, for requests that report upload progress. */
  createXhr?: () => XMLHttpRequest;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function buildUrl(base: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(path) ? new URL(path) : new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  return url.toString();
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function unauthorized(raw: RawResponse): AppError {
  try {
    unwrapJson(raw);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'UserUnAuthorized') return error;
  }
  return new AppError('UserUnAuthorized');
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const gets = createInFlightSharing<RawResponse>();

  const resolveBase = (): string => {
    const { baseUrl } = options;
    if (typeof baseUrl === 'function') return baseUrl();
    return baseUrl ?? getRuntimeConfig().apiBaseUrl;
  };

  const send = async (
    method: HttpMethod,
    url: string,
    token: SessionToken | null,
    body: unknown,
    requestOptions: RequestOptions,
  ): Promise<RawResponse> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(options.sendDeviceId === false ? {} : { 'x-device-id': getDeviceId() }),
      ...requestOptions.headers,
    };
    if (token !== null) headers.authorization = `Bearer ${token.access_token}`;
    // The interface's language, so what the server names for the user (a new workspace's spaces) matches it.
    if (i18n.isInitialized && headers['accept-language'] === undefined)
      headers['accept-language'] = i18n.language;
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
    }
    if (requestOptions.onUploadProgress !== undefined) {
      return xhrSend(
        {
          method,
          url,
          headers,
          body: (payload ?? null) as XMLHttpRequestBodyInit | null,
          ...(requestOptions.signal === undefined ? {} : { signal: requestOptions.signal }),
          onUploadProgress: requestOptions.onUploadProgress,
        },
        options.createXhr,
      );
    }
    const doFetch =
      options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: payload ?? null,
        ...(requestOptions.signal === undefined ? {} : { signal: requestOptions.signal }),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new AppError('NetworkError', undefined, { cause: error });
    }
    return { status: response.status, body: await readBody(response) };
  };

  // Identical concurrent GETs (same URL, same credentials) share one request; a call with its own abort
  // signal does not, since aborting it must not abort the others.
  const sendShared = (
    method: HttpMethod,
    url: string,
    token: SessionToken | null,
    body: unknown,
    requestOptions: RequestOptions,
  ): Promise<RawResponse> => {
    if (method !== 'GET' || requestOptions.signal !== undefined) {
      return send(method, url, token, body, requestOptions);
    }
    const key = `${url}\n${token?.access_token ?? ''}\n${JSON.stringify(requestOptions.headers ?? {})}`;
    return gets.share(key, () => send(method, url, token, body, requestOptions));
  };

  /** The token to send, refreshed first when it has expired (API-AUTH-05). */
  const tokenForRequest = async (auth: AuthMode): Promise<SessionToken | null> => {
    if (auth === false) return null;
    const token = currentToken();
    if (token === null) {
      if (auth === true) throw new AppError('NotLoggedIn');
      return null;
    }
    if (!isTokenExpired(token)) return token;
    if (auth === 'optional') {
      // A public read never fails because the session did: without a fresh token it goes anonymous.
      return hasSessionRefresher() ? refreshSession().catch(() => null) : null;
    }
    if (hasSessionRefresher()) {
      // Offline, the expired token still goes: the offline worker may answer from its copy, and a server
      // that is up refuses it with 401, which retries the refresh below.
      return refreshSession().catch((error: unknown) => {
        if (error instanceof AppError && error.errorName === 'NetworkError') return token;
        throw error;
      });
    }
    sessionEvents.emit('session_expired');
    throw new AppError('UserUnAuthorized');
  };

  const request = async <T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { body?: unknown } = {},
  ): Promise<T> => {
    const { body, ...rest } = requestOptions;
    const auth = rest.auth ?? options.auth ?? true;
    const responseType = rest.responseType ?? options.responseType ?? 'envelope';
    const url = buildUrl(resolveBase(), path, rest.query);

    let token = await tokenForRequest(auth);
    let raw = await sendShared(method, url, token, body, rest);

    if (raw.status === 401 && token !== null) {
      // The server refused the token: refresh once and retry once (API-AUTH-06). Another request may have
      // refreshed already, in which case its token is simply used.
      if (hasSessionRefresher()) {
        const latest = currentToken();
        token =
          latest !== null && latest.access_token !== token.access_token ? latest : await refreshSession();
        raw = await sendShared(method, url, token, body, rest);
      }
      if (raw.status === 401) {
        sessionEvents.emit('session_expired');
        throw unauthorized(raw);
      }
    }
    if (raw.status === 401) throw unauthorized(raw);

    // The caller names the shape it expects; the server's zod schemas are what guarantee it.
    return (responseType === 'envelope' ? unwrapEnvelope(raw) : unwrapJson(raw)) as T;
  };

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    patch: (path, body, requestOptions) => request('PATCH', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  };
}

/** The main API (spec 001 §7), at the runtime config's apiBaseUrl. */
export const api: ApiClient = createApiClient();

/**
 * The authentication service, at authBaseUrl, in plain JSON. Public by default: its refresh grant is what
 * the session refresher calls, and that call must never itself wait for a refresh. No `x-device-id`: the
 * service is usually another origin, where every header beyond GoTrue's own costs a CORS preflight that
 * fails unless the service lists it, and GoTrue has no use for it.
 */
export const authApi: ApiClient = createApiClient({
  baseUrl: () => getRuntimeConfig().authBaseUrl,
  responseType: 'json',
  auth: false,
  sendDeviceId: false,
});
