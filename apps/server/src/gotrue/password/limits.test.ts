import {
  changePassword,
  passwordSignIn,
  requestMagicLink,
  requestRecovery,
  signUp,
  testPublicUrl,
} from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, testClock, useFrozenClock, useTestServer } from '../../../test/harness.js';
import { hashPassword } from './hash.js';

const password = 'correct horse battery';
let counter = 0;
const newEmail = (prefix = 'pw-limits') => `${prefix}-${process.pid}-${++counter}@example.com`;

describe.each(backends)('rate limits of password sign-in on $name', ({ name }) => {
  const clock = testClock();
  useFrozenClock(clock);
  const current = useTestServer(name, {
    now: clock.now,
    env: {
      QUIRE_PUBLIC_URL: testPublicUrl,
      QUIRE_PASSWORD_SIGNIN: '1',
      QUIRE_PASSWORD_RATE_PER_EMAIL: '3/10m',
      QUIRE_PASSWORD_RATE_PER_ADDRESS: '8/10m',
      QUIRE_MAGIC_LINK_RATE_PER_EMAIL: '2/10m',
      QUIRE_TRUST_PROXY: 'true',
    },
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const db = () => current().server.database.db;
  const accountWithPassword = async () => {
    const email = newEmail();
    const user = await insertUser(db(), { email, password_hash: await hashPassword(password) });
    return { user, email };
  };

  it('guessing one address is refused with 429 and Retry-After; after the window the owner signs in, nothing lost', async () => {
    const running = current();
    const { user, email } = await accountWithPassword();
    const session = await signIn(running.server, user);
    const before = await db()
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await passwordSignIn(running, email, `guess ${attempt}`, from(`203.0.113.${attempt}`))).status,
      ).toBe(400);
    }
    // Locked for the window: even the right password (counted before any hash is compared).
    const refused = await passwordSignIn(running, email, password, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toMatchObject({
      code: 1079,
      error_code: 'over_request_rate_limit',
      msg: `Too many password attempts. Try again in ${retryAfter} seconds.`,
    });
    // The owner's account and sessions are untouched, and a magic link still gets them in meanwhile.
    expect(
      (
        await fetch(`${running.authUrl}/user`, {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).status,
    ).toBe(200);
    expect((await requestMagicLink(running, email, { headers: from('203.0.113.10') })).status).toBe(200);

    clock.advance(601);
    expect((await passwordSignIn(running, email, password, from('203.0.113.11'))).status).toBe(200);
    const after = await db()
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect({ ...after, last_sign_in_at: null }).toEqual({ ...before, last_sign_in_at: null });
  });

  it('guessing across many addresses from one client is refused per client address; other clients are unaffected', async () => {
    const running = current();
    const client = from('198.51.100.7');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await passwordSignIn(running, newEmail('spray'), password, client)).status).toBe(400);
    }
    const refused = await passwordSignIn(running, newEmail('spray'), password, client);
    expect({ status: refused.status, body: await refused.json() }).toMatchObject({
      status: 429,
      body: { error_code: 'over_request_rate_limit' },
    });
    const { email } = await accountWithPassword();
    expect((await passwordSignIn(running, email, password, from('198.51.100.8'))).status).toBe(200);
  });

  it('current_password guesses on change-password count against the same limit', async () => {
    const running = current();
    const { user } = await accountWithPassword();
    const session = await signIn(running.server, user);
    const guess = (attempt: number) =>
      changePassword(
        running,
        session.access_token,
        { password: 'a brand new password', current_password: `guess ${attempt}` },
        from(`192.0.2.${attempt}`),
      );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess(attempt)).status).toBe(400);
    const refused = await guess(3);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });

  it('sign-up and recovery mails share the magic links’ per-address budget', async () => {
    const running = current();
    const email = newEmail('mailed');
    expect((await signUp(running, email, password, { headers: from('192.0.2.50') })).status).toBe(200);
    expect((await requestRecovery(running, email, { headers: from('192.0.2.51') })).status).toBe(200);
    for (const refused of [
      await requestRecovery(running, email, { headers: from('192.0.2.52') }),
      await signUp(running, email, password, { headers: from('192.0.2.53') }),
      await requestMagicLink(running, email, { headers: from('192.0.2.54') }),
    ]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error_code: 'over_email_send_rate_limit' });
    }
  });
});
