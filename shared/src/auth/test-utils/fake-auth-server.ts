import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../../config/runtime-config.js';

/**
 * A real HTTP server speaking the auth service's GoTrue shapes (under /auth) and the cloud API's envelope
 * (under /api), with GoTrue's refresh-token rules: every refresh rotates the token, and presenting a spent
 * one revokes the whole session — so a client that refreshes twice with one token is caught.
 */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

interface Family {
  userId: string;
  email: string;
  revoked: boolean;
}

export interface FakeAuthServer {
  origin: string;
  seen: SeenRequest[];
  /** Starts a session as a magic link would, returning the tokens the redirect carries. */
  signIn(userId: string, email: string): { access_token: string; refresh_token: string };
  /** Makes the server refuse an access token from now on (as when it expired on the server's clock). */
  rejectAccess(accessToken: string): void;
  isRevoked(refreshToken: string): boolean;
  /** Milliseconds the refresh grant waits before answering. */
  refreshDelayMs: number;
  /** When true, the refresh grant drops the connection unanswered (the auth service unreachable). */
  dropRefresh: boolean;
  /** When set, the named route answers with this status and body instead. */
  failures: Map<string, { status: number; body: unknown }>;
  /** What `/auth/settings` reports under `external`. */
  providers: Record<string, boolean>;
  refreshCalls(): number;
  reset(): void;
  stop(): Promise<void>;
}

export const FUTURE_EXPIRY = 4_000_000_000;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeAuthServer(): Promise<FakeAuthServer> {
  const families = new Map<number, Family>();
  const refreshTokens = new Map<string, { family: number; spent: boolean }>();
  const accessTokens = new Map<string, { family: number; rejected: boolean }>();
  let counter = 0;

  const issue = (family: number) => {
    counter += 1;
    const access_token = `access-${counter}`;
    const refresh_token = `refresh-${counter}`;
    accessTokens.set(access_token, { family, rejected: false });
    refreshTokens.set(refresh_token, { family, spent: false });
    return { access_token, refresh_token };
  };

  const familyOfBearer = (req: IncomingMessage): Family | null => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const entry = match?.[1] === undefined ? undefined : accessTokens.get(match[1]);
    const family = entry === undefined ? undefined : families.get(entry.family);
    return entry === undefined || entry.rejected || family === undefined || family.revoked ? null : family;
  };

  const fake: FakeAuthServer = {
    origin: '',
    seen: [],
    refreshDelayMs: 0,
    dropRefresh: false,
    failures: new Map(),
    providers: { google: true, apple: false, github: true, discord: false },
    signIn(userId, email) {
      const id = families.size + 1;
      families.set(id, { userId, email, revoked: false });
      return issue(id);
    },
    rejectAccess(accessToken) {
      const entry = accessTokens.get(accessToken);
      if (entry !== undefined) entry.rejected = true;
    },
    isRevoked(refreshToken) {
      const entry = refreshTokens.get(refreshToken);
      return entry === undefined || families.get(entry.family)?.revoked === true;
    },
    refreshCalls() {
      return fake.seen.filter((s) => s.path.startsWith('/auth/token')).length;
    },
    reset() {
      fake.seen.length = 0;
      fake.refreshDelayMs = 0;
      fake.dropRefresh = false;
      fake.failures.clear();
      fake.providers = { google: true, apple: false, github: true, discord: false };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };

  async function refresh(res: ServerResponse, body: string) {
    if (fake.dropRefresh) {
      res.socket?.destroy();
      return;
    }
    if (fake.refreshDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.refreshDelayMs));
    const presented = (JSON.parse(body) as { refresh_token?: string }).refresh_token ?? '';
    const entry = refreshTokens.get(presented);
    const family = entry === undefined ? undefined : families.get(entry.family);
    if (entry === undefined || family === undefined || family.revoked) {
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid Refresh Token: Refresh Token Not Found',
      });
      return;
    }
    if (entry.spent) {
      // GoTrue's reuse detection: the whole session is revoked.
      family.revoked = true;
      json(res, 400, {
        code: 400,
        error_code: 'refresh_token_already_used',
        msg: 'Invalid Refresh Token: Already Used',
      });
      return;
    }
    entry.spent = true;
    const next = issue(entry.family);
    json(res, 200, {
      ...next,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: FUTURE_EXPIRY,
      user: { id: family.userId, email: family.email, aud: 'authenticated', role: 'authenticated' },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method ?? ''} ${url.pathname}`;
    fake.seen.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      headers: req.headers,
      body,
    });
    const failure = fake.failures.get(route);
    if (failure !== undefined) {
      json(res, failure.status, failure.body);
      return;
    }
    if (route === 'POST /auth/token' && url.searchParams.get('grant_type') === 'refresh_token') {
      await refresh(res, body);
      return;
    }
    if (route === 'POST /auth/magiclink') {
      json(res, 200, {});
      return;
    }
    if (route === 'GET /auth/settings') {
      json(res, 200, { external: fake.providers, disable_signup: false, mailer_autoconfirm: true });
      return;
    }
    if (route === 'POST /auth/logout') {
      if (familyOfBearer(req) === null) {
        json(res, 401, {
          code: 401,
          error_code: 'no_authorization',
          msg: 'This endpoint requires a Bearer token',
        });
        return;
      }
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/user/verify/')) {
      const token = decodeURIComponent(url.pathname.slice('/api/user/verify/'.length));
      const entry = accessTokens.get(token);
      if (entry === undefined || entry.rejected) {
        json(res, 200, { code: 1024, message: 'Invalid token' });
        return;
      }
      json(res, 200, { code: 0, data: { is_new: false }, message: 'Operation completed successfully.' });
      return;
    }
    const family = familyOfBearer(req);
    if (url.pathname.startsWith('/api/') && family === null) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('fail to decode token, error: ExpiredSignature');
      return;
    }
    if (route === 'GET /api/user/profile' && family !== null) {
      json(res, 200, {
        code: 0,
        data: {
          uid: '576460752303423489',
          uuid: family.userId,
          email: family.email,
          name: `Name of ${family.email}`,
          metadata: { icon_url: 'https://example.com/a.png' },
          encryption_sign: null,
          latest_workspace_id: 'workspace-1',
          updated_at: 1_700_000_000,
        },
        message: '',
      });
      return;
    }
    if (url.pathname === '/api/secure') {
      json(res, 200, { code: 0, data: 'secret', message: '' });
      return;
    }
    res.writeHead(404);
    res.end();
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiBaseUrl: fake.origin,
    authBaseUrl: `${fake.origin}/auth`,
    wsUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/v1`,
    publicUrl: 'http://quire.test',
    links: {
      terms: 'http://quire.test/terms.html',
      privacy: 'http://quire.test/privacy.html',
      website: 'http://quire.test/',
    },
  });
  return fake;
}
