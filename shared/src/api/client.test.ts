/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../errors/index.js';
import { readStored } from '../platform/storage.js';
import { setSessionRefresher } from '../session/refresh.js';
import { clearToken, currentToken, saveToken } from '../session/session.js';
import type { SessionToken } from '../session/token.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { i18n } from '../i18n/instance.js';
import { api, authApi, createApiClient, type ApiClient } from './client.js';
import { recordEvents } from '../session/test-utils/record-events.js';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  deviceId: string | undefined;
  language: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let baseUrl: string;
let client: ApiClient;

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const token = (access: string, expiresAt = inAnHour()): SessionToken => ({
  access_token: access,
  refresh_token: `refresh-${access}`,
  expires_at: expiresAt,
  user: { id: 'user-1' },
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const url = new URL(req.url ?? '/', 'http://localhost');
  seen.push({
    method: req.method ?? '',
    path: url.pathname + url.search,
    authorization: req.headers.authorization,
    deviceId: req.headers['x-device-id'] as string | undefined,
    language: req.headers['accept-language'],
    body,
  });
  switch (url.pathname) {
    case '/ok': {
      json(res, 200, {
        code: 0,
        data: { hello: 'world', q: url.searchParams.get('q') },
        message: 'done',
      });
      return;
    }
    case '/void': {
      json(res, 200, { code: 0, message: 'done' });
      return;
    }
    case '/fail': {
      json(res, 200, { code: 1012, message: 'You may not' });
      return;
    }
    case '/plain':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('hello');
    case '/slow':
      await new Promise((resolve) => setTimeout(resolve, 60));
      {
        json(res, 200, { code: 0, data: { n: seen.length }, message: '' });
        return;
      }
    case '/echo': {
      json(res, 200, { code: 0, data: JSON.parse(body) as unknown, message: '' });
      return;
    }
    case '/secure':
      if (req.headers.authorization !== 'Bearer good') {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('fail to decode token');
      }
      {
        json(res, 200, { code: 0, data: 'secret', message: '' });
        return;
      }
    case '/gotrue-error': {
      json(res, 400, { error: 'invalid_grant', error_description: 'Invalid Refresh Token' });
      return;
    }
    default:
      res.writeHead(404);
      return res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createApiClient({ baseUrl });
});

afterAll(async () => {
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

beforeEach(() => {
  seen.length = 0;
  setSessionRefresher(null);
  clearToken();
});

describe('envelope', () => {
  it('API-AUTH-01 / resolves to data when code is 0, with the query string', async () => {
    await expect(client.get('/ok', { auth: false, query: { q: 'a b', skip: undefined } })).resolves.toEqual({
      hello: 'world',
      q: 'a b',
    });
    expect(seen[0]?.path).toBe('/ok?q=a+b');
    await expect(client.get('/void', { auth: false })).resolves.toBeUndefined();
  });

  it('API-AUTH-02 / rejects with an AppError carrying code and message when code is not 0', async () => {
    const error = await client.get('/fail', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 1012, errorName: 'NotEnoughPermissions', message: 'You may not' });
  });

  it("API-AUTH-18 / rejects 'No response' when the body is not an envelope", async () => {
    await expect(client.get('/plain', { auth: false })).rejects.toMatchObject({ message: 'No response' });
    await expect(client.get('/missing', { auth: false })).rejects.toMatchObject({ message: 'No response' });
  });

  it('sends JSON bodies', async () => {
    await expect(client.post('/echo', { a: [1, 2] }, { auth: false })).resolves.toEqual({ a: [1, 2] });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":[1,2]}' });
  });

  it('reads plain JSON answers and names their errors by status', async () => {
    const jsonClient = createApiClient({ baseUrl, responseType: 'json', auth: false });
    await expect(jsonClient.get('/ok')).resolves.toMatchObject({ code: 0, data: { hello: 'world' } });
    await expect(jsonClient.post('/gotrue-error', {})).rejects.toMatchObject({
      errorName: 'InvalidRequest',
      message: 'Invalid Refresh Token',
    });
  });

  it('rejects NetworkError when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(offline.get('/ok', { auth: false })).rejects.toMatchObject({ errorName: 'NetworkError' });
  });
});

describe('default clients', () => {
  it('CON-20 API-AUTH-03 / api reads the runtime config apiBaseUrl, authApi the authBaseUrl in plain JSON', async () => {
    setRuntimeConfig({
      apiBaseUrl: baseUrl,
      authBaseUrl: `${baseUrl}/auth-base`,
      wsUrl: baseUrl.replace('http', 'ws') + '/ws/v1',
      publicUrl: baseUrl,
      links: { terms: `${baseUrl}/terms.html`, privacy: `${baseUrl}/privacy.html`, website: baseUrl },
    });
    await expect(api.get('/ok', { auth: false })).resolves.toMatchObject({ hello: 'world' });
    await expect(authApi.post('/gotrue-error', {})).rejects.toMatchObject({ errorName: 'RecordNotFound' });
    expect(seen.map((s) => s.path)).toEqual(['/ok', '/auth-base/gotrue-error']);
  });
});

describe('in-flight sharing', () => {
  it('API-SYNC-13 / identical concurrent GETs make one request; later ones read again', async () => {
    const results = await Promise.all([
      client.get('/slow', { auth: false }),
      client.get('/slow', { auth: false }),
      client.get('/slow', { auth: false }),
    ]);
    expect(seen).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    await client.get('/slow', { auth: false });
    expect(seen).toHaveLength(2);
  });

  it('does not share requests with different credentials, or writes', async () => {
    saveToken(token('good'));
    await Promise.all([client.get('/slow'), client.get('/slow', { auth: false })]);
    expect(seen).toHaveLength(2);
    seen.length = 0;
    await Promise.all([client.post('/echo', { n: 1 }), client.post('/echo', { n: 1 })]);
    expect(seen).toHaveLength(2);
  });
});

describe('headers', () => {
  it('API-AUTH-04 CCH-15 / sends the bearer token and an 8-character x-device-id kept in storage', async () => {
    saveToken(token('good'));
    await client.get('/secure');
    await client.get('/ok', { auth: false });
    const [first, second] = seen;
    expect(first?.authorization).toBe('Bearer good');
    expect(first?.deviceId).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(readStored('x-device-id')).toBe(first?.deviceId);
    expect(second?.authorization).toBeUndefined();
    expect(second?.deviceId).toBe(first?.deviceId);
  });

  it("sends the interface's language once i18n runs, so server-made names match it", async () => {
    await client.get('/ok', { auth: false });
    expect(seen[0]?.language).not.toBe('fr-FR');
    await i18n.init({ lng: 'fr-FR', resources: {} });
    await client.get('/ok', { auth: false });
    expect(seen[1]?.language).toBe('fr-FR');
  });

  it('a client told not to (the auth service, another origin) sends no x-device-id', async () => {
    await createApiClient({ baseUrl, sendDeviceId: false }).get('/ok', { auth: false });
    expect(seen[0]?.deviceId).toBeUndefined();
  });

  it("PRM-11 / an authenticated call without a session rejects NotLoggedIn without a request; 'optional' goes anonymous", async () => {
    await expect(client.get('/ok')).rejects.toMatchObject({ errorName: 'NotLoggedIn' });
    expect(seen).toHaveLength(0);
    await expect(client.get('/ok', { auth: 'optional' })).resolves.toMatchObject({ hello: 'world' });
    expect(seen[0]?.authorization).toBeUndefined();
  });
});

describe('401 and refresh', () => {
  it('ST-12 / a 401 without a refresher emits session_expired and rejects UserUnAuthorized', async () => {
    saveToken(token('stale'));
    const { events, stop } = recordEvents();
    const error = await client.get('/secure').catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ errorName: 'UserUnAuthorized', code: 1024 });
    expect(events).toEqual(['session_expired']);
    expect(seen).toHaveLength(1);
    // Nothing is faked: the token stays until a sign-in flow decides.
    expect(currentToken()?.access_token).toBe('stale');
  });

  it('API-AUTH-06 / a 401 refreshes once and retries once with the new token', async () => {
    saveToken(token('stale'));
    const refresher = jest.fn((old: SessionToken) => Promise.resolve({ ...token('good'), user: old.user }));
    setSessionRefresher(refresher);
    const { events, stop } = recordEvents();
    await expect(client.get('/secure')).resolves.toBe('secret');
    stop();
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer good']);
    expect(events).toEqual(['session_refresh']);
    expect(currentToken()?.access_token).toBe('good');
  });

  it("API-AUTH-07 / a failed refresh clears the session and rejects 'Failed to refresh token'", async () => {
    saveToken(token('stale'));
    setSessionRefresher(() => Promise.reject(new Error('refresh grant refused')));
    const { events, stop } = recordEvents();
    await expect(client.get('/secure')).rejects.toMatchObject({
      errorName: 'UserUnAuthorized',
      message: 'Failed to refresh token',
    });
    stop();
    expect(events).toEqual(['session_invalid']);
    expect(currentToken()).toBeNull();
    expect(readStored('token')).toBeNull();
  });

  it('API-AUTH-05 / an expired token is refreshed before the request, once for concurrent calls', async () => {
    saveToken(token('old', Math.floor(Date.now() / 1000) - 10));
    const refresher = jest.fn(
      () =>
        new Promise<SessionToken>((resolve) =>
          setTimeout(() => {
            resolve(token('good'));
          }, 20),
        ),
    );
    setSessionRefresher(refresher);
    await expect(Promise.all([client.get('/secure'), client.post('/echo', {})])).resolves.toEqual([
      'secret',
      {},
    ]);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer good', 'Bearer good']);
  });

  it('an expired token without a refresher emits session_expired and sends nothing', async () => {
    saveToken(token('old', Math.floor(Date.now() / 1000) - 10));
    const { events, stop } = recordEvents();
    await expect(client.get('/secure')).rejects.toMatchObject({ errorName: 'UserUnAuthorized' });
    stop();
    expect(events).toEqual(['session_expired']);
    expect(seen).toHaveLength(0);
  });

  it("an 'optional' call goes anonymous when an expired session cannot be refreshed", async () => {
    saveToken(token('old', Math.floor(Date.now() / 1000) - 10));
    setSessionRefresher(() => Promise.reject(new Error('refused')));
    await expect(client.get('/ok', { auth: 'optional' })).resolves.toMatchObject({ hello: 'world' });
    expect(seen.map((s) => s.authorization)).toEqual([undefined]);
    expect(currentToken()).toBeNull();
  });

  it('a 401 on a public call rejects without touching the session', async () => {
    saveToken(token('good'));
    const { events, stop } = recordEvents();
    await expect(client.get('/secure', { auth: false })).rejects.toMatchObject({
      errorName: 'UserUnAuthorized',
    });
    stop();
    expect(events).toEqual([]);
    expect(currentToken()?.access_token).toBe('good');
  });
});
