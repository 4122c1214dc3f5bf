import { createPublishApi, type PublishApi } from '../published/publishApi';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the fake server answers: an envelope (JSON), bytes (a blob), or a network failure. */
export type FakeAnswer =
  { json: unknown; status?: number } | { bytes: Uint8Array } | { fail: Error } | { pending: true };

export const ok = (data: unknown): FakeAnswer => ({ json: { code: 0, message: '', data } });
export const refused = (code: number, message: string): FakeAnswer => ({ json: { code, message } });
/** The answer of a published outline with nothing published in it. */
export const emptyOutline = ok({
  view_id: 'root',
  name: 'W',
  icon: null,
  layout: 0,
  is_published: false,
  extra: null,
  children: [],
});

function response(answer: FakeAnswer): Promise<Response> {
  if ('fail' in answer) return Promise.reject(answer.fail);
  if ('pending' in answer) return new Promise<Response>(() => undefined);
  const isBytes = 'bytes' in answer;
  const text = isBytes ? '' : JSON.stringify(answer.json);
  const fake = {
    status: isBytes ? 200 : (answer.status ?? 200),
    headers: new Headers({ 'content-type': isBytes ? 'application/octet-stream' : 'application/json' }),
    text: () => Promise.resolve(text),
    arrayBuffer: () =>
      Promise.resolve(isBytes ? answer.bytes.slice().buffer : new TextEncoder().encode(text).buffer),
  };
  return Promise.resolve(fake as unknown as Response);
}

/**
 * A fetch answering like the server would, routed by path (without the origin); the real shared client and
 * the blob reader run over it. Paths nobody routed answer a network failure.
 */
export function fakeServer(route: (path: string, request: SeenRequest) => FakeAnswer) {
  const requests: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
    const seen: SeenRequest = {
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    };
    requests.push(seen);
    return response(route(decodeURI(new URL(url).pathname), seen));
  };
  const publishApi: PublishApi = createPublishApi({ baseUrl: 'http://quire.test', fetch });
  return { publishApi, requests };
}
