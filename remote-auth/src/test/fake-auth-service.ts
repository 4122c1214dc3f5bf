// A fetch double that speaks as the auth service (GoTrue's shapes, at the tests' authBaseUrl) and the main API's
// user check do, so that the sign-in screens run through shared's real client, login step and session store.

const API = 'http://api.test';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

interface Answer {
  status: number;
  body: unknown;
}

/** An error body as the auth service sends it: the catalogue's code and message, and GoTrue's fields. */
export function goTrueError(code: number, message: string, errorCode: string): unknown {
  return { code, message, error_code: errorCode, msg: message, error: errorCode, error_description: message };
}

export const RATE_LIMITED = (seconds: number): Answer => ({
  status: 429,
  body: goTrueError(
    1079,
    `Too many codes tried. Try again in ${seconds} seconds.`,
    'over_request_rate_limit',
  ),
});

export interface FakeAuthService {
  seen: SeenRequest[];
  /** The 6-digit code of the newest mail; POST /verify takes only it. */
  code: string;
  /** The password POST /token?grant_type=password accepts (for any address). */
  password: string;
  /** The shortest password POST /signup accepts. */
  minPasswordLength: number;
  /** Answers the next request to `route` ('POST /verify') with this instead. */
  failNext: (route: string, answer: Answer) => void;
  requests: (route: string) => SeenRequest[];
}

export function installFakeAuthService(options: { passwordSignIn?: boolean } = {}): FakeAuthService {
  const seen: SeenRequest[] = [];
  const failures = new Map<string, Answer[]>();
  let issued = 0;
  const tokens = () => {
    issued += 1;
    return {
      access_token: `access-${issued}`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: `refresh-${issued}`,
      user: { id: 'user-1', email: 'ada@example.com' },
    };
  };

  const fake: FakeAuthService = {
    seen,
    code: '123456',
    password: 'correct horse battery',
    minPasswordLength: 8,
    failNext(route, answer) {
      failures.set(route, [...(failures.get(route) ?? []), answer]);
    },
    requests: (route) => seen.filter((request) => `${request.method} ${request.url.pathname}` === route),
  };

  const answer = (request: SeenRequest): Answer => {
    const route = `${request.method} ${request.url.pathname}`;
    const failure = failures.get(route)?.shift();
    if (failure !== undefined) return failure;
    const body = request.body ?? {};
    if (request.url.origin === API) {
      if (route.startsWith('GET /api/user/verify/'))
        return { status: 200, body: { code: 0, data: { is_new: false }, message: '' } };
      return { status: 200, body: { code: 1024, message: `no route ${route}` } };
    }
    switch (route) {
      case 'GET /settings':
        return {
          status: 200,
          body: {
            external: {
              email: options.passwordSignIn === true,
              google: false,
              apple: false,
              github: false,
              discord: false,
            },
            disable_signup: false,
            mailer_autoconfirm: options.passwordSignIn !== true,
          },
        };
      case 'POST /magiclink':
      case 'POST /recover':
        return { status: 200, body: {} };
      case 'POST /verify':
        return body.token === fake.code
          ? { status: 200, body: tokens() }
          : { status: 403, body: goTrueError(1024, 'Token has expired or is invalid', 'otp_expired') };
      case 'POST /signup':
        return typeof body.password === 'string' && body.password.length >= fake.minPasswordLength
          ? { status: 200, body: { id: 'pending', email: body.email, identities: [] } }
          : {
              status: 422,
              body: goTrueError(
                1002,
                `Password should be at least ${fake.minPasswordLength} characters.`,
                'weak_password',
              ),
            };
      case 'POST /token':
        if (request.url.searchParams.get('grant_type') === 'refresh_token')
          return { status: 200, body: tokens() };
        return body.password === fake.password
          ? { status: 200, body: tokens() }
          : { status: 400, body: goTrueError(1002, 'Invalid login credentials', 'invalid_credentials') };
      default:
        return { status: 404, body: goTrueError(-2, `No route ${route}`, 'not_found') };
    }
  };

  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    seen.push(request);
    const { status, body } = answer(request);
    // jsdom has no Response; the client reads only the status and text().
    const text = JSON.stringify(body);
    return Promise.resolve({ status, text: () => Promise.resolve(text) } as unknown as Response);
  }) as typeof fetch;
  return fake;
}
