import { hashParams, follow, linkOf, requestMagicLink, testPublicUrl } from '../../../test/auth.js';
import { backends, testClock, useFrozenClock, useTestServer } from '../../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';
import { goTrueUserSchema } from '../../presenters/gotrueUser.js';
import { hashToken } from '../secrets.js';

const extraOrigin = 'http://localhost:3001';

function useSmtp(): () => SmtpCapture {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  return () => {
    if (smtp === undefined) throw new Error('SMTP capture not started');
    return smtp;
  };
}

let counter = 0;
const newEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++counter}@example.com`;

describe.each(backends)('POST /magiclink on $name', ({ name }) => {
  const smtp = useSmtp();
  const current = useTestServer(name, {
    env: () => ({
      QUIRE_PUBLIC_URL: testPublicUrl,
      QUIRE_REDIRECT_ORIGINS: extraOrigin,
      QUIRE_SMTP_URL: smtp().url,
    }),
  });

  it('LOG-01 / API-AUTH-09 / mails a link through SMTP; following it signs in (implicit flow)', async () => {
    const running = current();
    const email = newEmail('ada');
    const redirectTo = `${testPublicUrl}/auth/callback?from=login`;
    const response = await requestMagicLink(running, email, { redirectTo });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});

    const mail = await smtp().nextMailTo(email);
    expect(mail.subject).toBe('Your Quire sign-in link');
    expect(mail.raw.from?.value).toEqual([{ name: 'Quire', address: 'no-reply@localhost' }]);
    const link = linkOf(running, mail);
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));
    expect(link.pathname).toBe('/verify');
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const stored = await running.server.database.db.selectFrom('one_time_tokens').selectAll().execute();
    expect(stored.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    const tokens = hashParams(location);
    expect(Object.keys(tokens).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type'].sort(),
    );
    expect(tokens).toMatchObject({ expires_in: '3600', token_type: 'bearer', type: 'magiclink' });
    expect(Number(tokens.expires_at)).toBeCloseTo(Date.now() / 1000 + 3600, -1);

    const user = await fetch(`${running.authUrl}/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.status).toBe(200);
    const body = goTrueUserSchema.parse(await user.json());
    expect(body.email).toBe(email);
    expect(body.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(body.email_confirmed_at).not.toBeNull();

    const profile = await fetch(`${running.apiUrl}/api/user/profile`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await profile.json()).toMatchObject({ code: 0, data: { email, name: email.split('@')[0] } });
  });

  it('a second sign-in of the same address (in any case) is the same user', async () => {
    const running = current();
    const email = newEmail('twice');
    const signInOnce = async (typed: string) => {
      expect((await requestMagicLink(running, typed)).status).toBe(200);
      const { location } = await follow(linkOf(running, await smtp().nextMailTo(email)));
      const me = await fetch(`${running.authUrl}/user`, {
        headers: { authorization: `Bearer ${hashParams(location).access_token}` },
      });
      return goTrueUserSchema.parse(await me.json()).id;
    };
    const first = await signInOnce(email);
    expect(await signInOnce(email.toUpperCase())).toBe(first);
  });

  it('without Redirect_to the link leads to /auth/callback of the public URL', async () => {
    const running = current();
    const email = newEmail();
    await requestMagicLink(running, email);
    const link = linkOf(running, await smtp().nextMailTo(email));
    expect(link.searchParams.get('redirect_to')).toBe(`${testPublicUrl}/auth/callback`);
  });

  it.each([
    ['an origin of QUIRE_REDIRECT_ORIGINS', `${extraOrigin}/auth/callback`, `${extraOrigin}/auth/callback`],
    ['a path on the public URL', '/app/settings', `${testPublicUrl}/app/settings`],
  ])('Redirect_to may be %s', async (_case, redirectTo, expected) => {
    const running = current();
    const email = newEmail();
    expect((await requestMagicLink(running, email, { redirectTo })).status).toBe(200);
    const link = linkOf(running, await smtp().nextMailTo(email));
    expect(link.searchParams.get('redirect_to')).toBe(expected);
  });

  it('the header name is case-insensitive, and ?redirect_to= works too', async () => {
    const running = current();
    const email = newEmail();
    await requestMagicLink(running, email, { headers: { REDIRECT_TO: `${extraOrigin}/x` } });
    expect(linkOf(running, await smtp().nextMailTo(email)).searchParams.get('redirect_to')).toBe(
      `${extraOrigin}/x`,
    );
    const other = newEmail();
    await fetch(`${running.authUrl}/magiclink?redirect_to=${encodeURIComponent(`${extraOrigin}/y`)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: other }),
    });
    expect(linkOf(running, await smtp().nextMailTo(other)).searchParams.get('redirect_to')).toBe(
      `${extraOrigin}/y`,
    );
  });

  it.each([
    'https://evil.example.com/auth/callback',
    '//evil.example.com/auth/callback',
    '/\\evil.example.com',
    'https://quire.test.evil.example.com/',
    'http://quire.test/auth/callback',
    'javascript:alert(1)',
    'not a url',
  ])(
    'a redirect to a foreign origin is refused (InvalidUrl 1007, HTTP 400), no mail: %s',
    async (redirectTo) => {
      const running = current();
      const email = newEmail('foreign');
      const response = await requestMagicLink(running, email, { redirectTo });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 1007, error_code: 'validation_failed' });
      expect(smtp().received.some((mail) => mail.to.includes(email))).toBe(false);
    },
  );

  it.each([
    [
      'VAL-09 / over 254 characters',
      `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ],
    ['VAL-10 / a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['VAL-11 / no top-level domain', 'ada@localhost'],
    ['VAL-11 / a bad domain', 'ada@exa_mple.com'],
    ['VAL-08 / no @', 'ada.example.com'],
    ['VAL-08 / empty', ''],
  ])('%s is InvalidEmail (1001) in GoTrue form, HTTP 400, no mail', async (_case, email) => {
    const response = await requestMagicLink(current(), email);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 1001,
      message: 'Unable to validate email address: invalid format',
      error_code: 'email_address_invalid',
      msg: 'Unable to validate email address: invalid format',
      error: 'invalid_request',
      error_description: 'Unable to validate email address: invalid format',
    });
  });

  it('a malformed body is InvalidRequest (1008) naming the field', async () => {
    const running = current();
    const missing = await fetch(`${running.authUrl}/magiclink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code_challenge: '' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 1008, msg: expect.stringMatching(/email/) as string });
    const shortChallenge = await requestMagicLink(running, newEmail(), {
      codeChallenge: 'too-short',
      codeChallengeMethod: 'S256',
    });
    expect(await shortChallenge.json()).toMatchObject({
      code: 1008,
      msg: expect.stringMatching(/code_challenge/) as string,
    });
    const noMethod = await requestMagicLink(running, newEmail(), { codeChallenge: 'x'.repeat(43) });
    expect(await noMethod.json()).toMatchObject({
      code: 1008,
      msg: expect.stringMatching(/code_challenge_method/) as string,
    });
  });

  it('a mail server that refuses the mail is MailerError (1059), HTTP 500', async () => {
    smtp().rejectRecipients(true);
    try {
      const response = await requestMagicLink(current(), newEmail());
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 1059, msg: 'Error sending magic link' });
    } finally {
      smtp().rejectRecipients(false);
    }
  });
});

describe.each(backends)('rate limits of POST /magiclink on $name', ({ name }) => {
  const smtp = useSmtp();
  const clock = testClock();
  useFrozenClock(clock);
  const current = useTestServer(name, {
    now: clock.now,
    env: () => ({
      QUIRE_PUBLIC_URL: testPublicUrl,
      QUIRE_SMTP_URL: smtp().url,
      QUIRE_MAGIC_LINK_RATE_PER_EMAIL: '2/10m',
      QUIRE_MAGIC_LINK_RATE_PER_ADDRESS: '4/1h',
      // The limits key on X-Forwarded-For only because this server is told it sits behind a proxy.
      QUIRE_TRUST_PROXY: 'true',
    }),
  });
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('per e-mail: the third link within 10 minutes is TooManyRequests (1079), HTTP 429, Retry-After; not sent', async () => {
    const running = current();
    const email = newEmail('limited');
    expect((await requestMagicLink(running, email, from('203.0.113.1'))).status).toBe(200);
    expect((await requestMagicLink(running, email, from('203.0.113.2'))).status).toBe(200);
    const refused = await requestMagicLink(running, email, from('203.0.113.3'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toMatchObject({
      code: 1079,
      error_code: 'over_email_send_rate_limit',
      msg: `Too many sign-in links for this e-mail. Try again in ${retryAfter} seconds.`,
      retry_after_secs: retryAfter,
    });
    await smtp().nextMailTo(email);
    await smtp().nextMailTo(email);
    await expect(smtp().nextMailTo(email, 300)).rejects.toThrow(/no mail/);

    clock.advance(601);
    expect((await requestMagicLink(running, email, from('203.0.113.4'))).status).toBe(200);
  });

  it('per client address: the fifth request within an hour is 429 over_request_rate_limit; others are unaffected', async () => {
    const running = current();
    const address = '198.51.100.7';
    for (let i = 0; i < 4; i += 1) {
      expect((await requestMagicLink(running, newEmail('addr'), from(address))).status).toBe(200);
    }
    const refused = await requestMagicLink(running, newEmail('addr'), from(address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 1079, error_code: 'over_request_rate_limit' });
    expect((await requestMagicLink(running, newEmail('addr'), from('198.51.100.8'))).status).toBe(200);
  });
});
