import { createHash, randomBytes } from 'node:crypto';
import {
  codeOf,
  follow,
  hashParams,
  linkOf,
  postJson,
  requestMagicLink,
  testPublicUrl,
} from '../../../test/auth.js';
import { backends, testClock, useTestServer } from '../../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';
import { goTrueUserSchema } from '../../presenters/gotrueUser.js';
import { hashToken } from '../secrets.js';

const callback = `${testPublicUrl}/auth/callback`;
let counter = 0;
const newEmail = () => `verify-${process.pid}-${++counter}@example.com`;

function verifierPair(method: 'S256' | 'plain') {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return { verifier, challenge };
}

describe.each(backends)('verifying a magic link on $name', ({ name }) => {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  const clock = testClock();
  afterEach(() => {
    clock.reset();
  });
  const current = useTestServer(name, {
    now: clock.now,
    env: () => ({ QUIRE_PUBLIC_URL: testPublicUrl, QUIRE_SMTP_URL: smtp?.url }),
  });

  const mailFor = async (email: string, options: Parameters<typeof requestMagicLink>[2] = {}) => {
    expect((await requestMagicLink(current(), email, options)).status).toBe(200);
    if (smtp === undefined) throw new Error('no SMTP');
    return smtp.nextMailTo(email);
  };
  const expectDeadLink = (location: URL, redirectTo = callback) => {
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(location.hash).toBe('');
  };
  const me = (accessToken: string) =>
    fetch(`${current().authUrl}/user`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('an expired link (after 1 hour) redirects with the error, never with a session', async () => {
    const link = linkOf(current(), await mailFor(newEmail()));
    clock.advance(3601);
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expectDeadLink(location);

    // The next link sweeps expired ones out of the table.
    const { db } = current().server.database;
    const hash = hashToken(link.searchParams.get('token') ?? '');
    await mailFor(newEmail());
    expect(
      await db.selectFrom('one_time_tokens').select('id').where('token_hash', '=', hash).execute(),
    ).toEqual([]);
  });

  it('a link is still good just before the hour is up', async () => {
    const link = linkOf(current(), await mailFor(newEmail()));
    clock.advance(3590);
    expect(hashParams((await follow(link)).location).access_token).toBeDefined();
  });

  it('a link works once: the second use redirects with the error', async () => {
    const link = linkOf(current(), await mailFor(newEmail()));
    expect(hashParams((await follow(link)).location).access_token).toBeDefined();
    expectDeadLink((await follow(link)).location);
  });

  it('a HEAD probe (mail scanners) does not use up the link', async () => {
    const link = linkOf(current(), await mailFor(newEmail()));
    const probe = await fetch(link, { method: 'HEAD', redirect: 'manual' });
    expect(probe.status).toBe(404);
    expect(hashParams((await follow(link)).location).access_token).toBeDefined();
  });

  it('two concurrent uses of one link make one session', async () => {
    const link = linkOf(current(), await mailFor(newEmail()));
    const results = await Promise.all([follow(link), follow(link), follow(link)]);
    expect(results.filter(({ location }) => location.hash.includes('access_token'))).toHaveLength(1);
  });

  it('an unknown token redirects with the error; a foreign redirect_to in the link is not followed', async () => {
    const { authUrl } = current();
    const forged = `${authUrl}/verify?token=nope&type=magiclink&redirect_to=${encodeURIComponent('https://evil.example.com/cb')}`;
    expectDeadLink((await follow(forged)).location);
  });

  it('an unsupported type redirects with invalid_request', async () => {
    const { location } = await follow(`${current().authUrl}/verify?token=x&type=invite`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toBe('Unsupported verification type');
  });

  describe('PKCE', () => {
    const exchange = (authCode: string, verifier: string) =>
      postJson(`${current().authUrl}/token?grant_type=pkce`, {
        auth_code: authCode,
        code_verifier: verifier,
      });

    it.each(['S256', 'plain'] as const)(
      'with a %s challenge the link redirects with ?code=, exchanged once for the session',
      async (method) => {
        const email = newEmail();
        const { verifier, challenge } = verifierPair(method);
        const mail = await mailFor(email, { codeChallenge: challenge, codeChallengeMethod: method });
        const { status, location } = await follow(linkOf(current(), mail));
        expect(status).toBe(303);
        expect(location.hash).toBe('');
        expect(`${location.origin}${location.pathname}`).toBe(callback);
        const code = location.searchParams.get('code') ?? '';
        expect(code.length).toBeGreaterThanOrEqual(43);

        const response = await exchange(code, verifier);
        expect(response.status).toBe(200);
        const tokens = (await response.json()) as Record<string, unknown>;
        expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
        expect(goTrueUserSchema.parse(tokens.user).email).toBe(email);
        expect((await me(String(tokens.access_token))).status).toBe(200);

        const again = await exchange(code, verifier);
        expect(again.status).toBe(400);
        expect(await again.json()).toMatchObject({
          code: 1024,
          error: 'invalid_grant',
          error_code: 'flow_state_not_found',
        });
      },
    );

    it('a wrong verifier is refused (bad_code_verifier) and burns the code', async () => {
      const { verifier, challenge } = verifierPair('S256');
      const mail = await mailFor(newEmail(), { codeChallenge: challenge, codeChallengeMethod: 's256' });
      const code = (await follow(linkOf(current(), mail))).location.searchParams.get('code') ?? '';
      const wrong = await exchange(code, verifierPair('S256').verifier);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: 'invalid_grant', error_code: 'bad_code_verifier' });
      expect((await exchange(code, verifier)).status).toBe(400);
    });

    it('a code is good for 5 minutes', async () => {
      const { verifier, challenge } = verifierPair('S256');
      const mail = await mailFor(newEmail(), { codeChallenge: challenge, codeChallengeMethod: 'S256' });
      const code = (await follow(linkOf(current(), mail))).location.searchParams.get('code') ?? '';
      clock.advance(301);
      const late = await exchange(code, verifier);
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ error: 'invalid_grant', error_code: 'flow_state_expired' });
    });

    it('a verifier that is not RFC 7636-shaped is InvalidRequest (1008)', async () => {
      const response = await exchange('whatever', 'short');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 1008,
        msg: expect.stringMatching(/code_verifier/) as string,
      });
    });
  });

  describe('POST /verify with the 6-digit code', () => {
    const verifyCode = (email: string, token: string) =>
      postJson(`${current().authUrl}/verify`, { email, token, type: 'magiclink' });

    it('answers the session, and uses up the link too', async () => {
      const email = newEmail();
      const mail = await mailFor(email);
      const response = await verifyCode(email.toUpperCase(), codeOf(mail));
      expect(response.status).toBe(200);
      const tokens = (await response.json()) as { access_token: string; user: unknown };
      expect(goTrueUserSchema.parse(tokens.user).email).toBe(email);
      expect((await me(tokens.access_token)).status).toBe(200);
      expectDeadLink((await follow(linkOf(current(), mail))).location);
      expect((await verifyCode(email, codeOf(mail))).status).toBe(403);
    });

    it('a wrong code is 403 otp_expired; after 5 wrong codes the right one fails too', async () => {
      const email = newEmail();
      const code = codeOf(await mailFor(email));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await verifyCode(email, wrong);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({
          code: 1024,
          error_code: 'otp_expired',
          msg: 'Token has expired or is invalid',
        });
      }
      expect((await verifyCode(email, code)).status).toBe(403);
      // SEC: wrong codes end the code, never the link in the person's mail (no lockout by a stranger).
    });

    it('SEC / wrong codes typed by someone else do not void the link that was sent', async () => {
      const email = newEmail();
      const mail = await mailFor(email);
      const wrong = codeOf(mail) === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 6; attempt += 1)
        expect((await verifyCode(email, wrong)).status).toBe(403);
      const { location } = await follow(linkOf(current(), mail));
      expect(hashParams(location).access_token).toEqual(expect.any(String));
    });

    it('only the newest mail’s code counts', async () => {
      const email = newEmail();
      const older = codeOf(await mailFor(email));
      const newer = codeOf(await mailFor(email));
      if (older !== newer) expect((await verifyCode(email, older)).status).toBe(403);
      expect((await verifyCode(email, newer)).status).toBe(200);
    });

    it('an expired code is refused', async () => {
      const email = newEmail();
      const code = codeOf(await mailFor(email));
      clock.advance(3601);
      expect((await verifyCode(email, code)).status).toBe(403);
    });

    it('a code that is not 6 digits is InvalidRequest (1008)', async () => {
      const response = await verifyCode(newEmail(), '12345');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1008 });
    });
  });
});
