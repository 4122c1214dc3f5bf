import { AppError, api, createApiClient, getRuntimeConfig, isEnvelope, type ApiClient } from '@quire/shared';
import type { OutlineNode } from './publishedOutline';

/**
 * What the published page reads with. `client` is shared's API client (JSON envelopes); `readBytes` reads a
 * binary answer (a document's Yjs state), which the JSON client cannot; `passwords` keeps the passwords a
 * reader typed, in memory only, for as long as the page is open.
 */
export interface PublishApi {
  client: ApiClient;
  readBytes: (
    path: string,
    init: {
      method: 'GET' | 'POST';
      headers: Record<string, string>;
      body?: string;
      /** A JSON answer that is not a refusal is the content (a database's blob), not an error. */
      acceptJson?: boolean;
    },
  ) => Promise<Uint8Array>;
  passwords: Map<string, string>;
  /**
   * Opens a stream of server-sent events (live updates): fetch rather than EventSource, which could not send
   * a protected page's password in a header. Resolves with the body once the server accepted the stream.
   */
  openEvents: (
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
  ) => Promise<ReadableStream<Uint8Array>>;
  /** The last outline of each namespace: the next page of the site shows it while its own loads. */
  outlines: Map<string, OutlineNode[]>;
}

export interface PublishApiOptions {
  baseUrl?: string | (() => string);
  fetch?: typeof globalThis.fetch;
}

function isJson(response: Response): boolean {
  return response.headers.get('content-type')?.includes('json') === true;
}

/**
 * Builds the reader: in tests over a fake fetch (the shared client runs over the same one), on the page over
 * the global fetch and the runtime config's API address. Never sends a session token: published reads are
 * anonymous.
 */
export function createPublishApi(options: PublishApiOptions = {}): PublishApi {
  const base = (): string => {
    const { baseUrl } = options;
    if (typeof baseUrl === 'function') return baseUrl();
    return baseUrl ?? getRuntimeConfig().apiBaseUrl;
  };
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const readBytes: PublishApi['readBytes'] = async (path, init) => {
    let response: Response;
    try {
      response = await doFetch(base().replace(/\/+$/, '') + path, {
        method: init.method,
        headers: { accept: 'application/octet-stream, application/json', ...init.headers },
        body: init.body ?? null,
      });
    } catch (error) {
      throw new AppError('NetworkError', undefined, { cause: error });
    }
    // Refusals come as the JSON envelope (on HTTP 200, as AppFlowy answers them).
    if (isJson(response)) {
      const text = await response.text();
      const body: unknown = JSON.parse(text);
      if (isEnvelope(body) && body.code !== 0) throw AppError.fromEnvelope(body);
      if (init.acceptJson !== true)
        throw new AppError('Unhandled', `${path} answered JSON instead of a document`);
      return new TextEncoder().encode(text);
    }
    if (response.status < 200 || response.status >= 300)
      throw new AppError('Unhandled', `${path} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const openEvents: PublishApi['openEvents'] = async (path, init) => {
    const response = await doFetch(base().replace(/\/+$/, '') + path, {
      method: init.method,
      headers: { accept: 'text/event-stream, application/json', ...init.headers },
      body: init.body ?? null,
      signal: init.signal,
    });
    if (isJson(response)) {
      const body: unknown = JSON.parse(await response.text());
      if (isEnvelope(body) && body.code !== 0) throw AppError.fromEnvelope(body);
    }
    if (response.status !== 200 || response.body === null)
      throw new AppError('Unhandled', `${path} answered ${response.status} without an event stream`);
    return response.body;
  };
  return {
    // Over a given fetch (tests), the real shared client runs over the same one; on the page, shared's own.
    client:
      options.fetch === undefined
        ? api
        : createApiClient({
            fetch: options.fetch,
            auth: false,
            ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
          }),
    readBytes,
    openEvents,
    passwords: new Map(),
    outlines: new Map(),
  };
}
