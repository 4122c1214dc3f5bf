import { randomUUID } from 'node:crypto';
import {
  changePassword,
  codeOf,
  follow,
  hashParams,
  linkOf,
  passwordSignIn,
  postJson,
  refresh,
  requestMagicLink,
  signUp,
  testPublicUrl,
} from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';
import { goTrueUserSchema, pendingSignupSchema } from '../../presenters/gotrueUser.js';
import { authSettingsSchema } from '../settings.js';
import { hashPassword } from './hash.js';

const password = 'correct horse battery';
let counter = 0;
const newEmail = (prefix = 'pw') => `${prefix}-${process.pid}-${++counter}@example.com`;

const invalidCredentials = {
  code: 1002,
  message: 'Invalid login credentials',
  error_code: 'invalid_credentials',
  msg: 'Invalid login credentials',
  error: 'invalid_grant',
  error_description: 'Invalid login credentials',
};

describe.each(backends)('password sign-in (QUIRE_PASSWORD_SIGNIN=1) on $name', ({ name }) => {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  const mails = () => {
    if (smtp === undefined) throw new Error('SMTP capture not started');
    return smtp;
  };
  const current = useTestServer(name, {
    env: () => ({ QUIRE_PUBLIC_URL: testPublicUrl, QUIRE_SMTP_URL: smtp?.url, QUIRE_PASSWORD_SIGNIN: '1' }),
  });
  const db = () => current().server.database.db;
  const storedHashOf = async (email: string) =>
    (await db().selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirst())
      ?.password_hash;
  const me = (accessToken: string) =>
    fetch(`${current().authUrl}/user`, { headers: { authorization: `Bearer ${accessToken}` } });
  /** A user with `secret` as password, made directly (as a confirmed sign-up leaves it). */
  const userWithPassword = async (secret = password) => {
    const email = newEmail('has-pw');
    const user = await insertUser(db(), { email, password_hash: await hashPassword(secret) });
    return { user, email };
  };
  const tokensOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string; user: { id: string } };
  };

  it('GET /settings reports the e-mail provider on and sign-ups waiting for their mail; server-info lists password', async () => {
    const { authUrl, apiUrl } = current();
    const settings = authSettingsSchema.parse(await (await fetch(`${authUrl}/settings`)).json());
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
    const providers = (await (await fetch(`${apiUrl}/api/server-info/auth-providers`)).json()) as {
      data: { providers: string[]; mailer_autoconfirm: boolean };
    };
    expect(providers.data.providers).toEqual(['magic_link', 'password']);
    expect(providers.data.mailer_autoconfirm).toBe(false);
  });

  it('sign-up: mails a confirmation link; following it creates the account, signs in, and the password works', async () => {
    const running = current();
    const email = newEmail('signup');
    const response = await signUp(running, email, password, { redirectTo: `${testPublicUrl}/app` });
    expect(response.status).toBe(200);
    const pending = pendingSignupSchema.parse(await response.json());
    expect(pending).toMatchObject({ email, identities: [], email_confirmed_at: null });
    // Nothing exists until the address is proven.
    expect(await storedHashOf(email)).toBeUndefined();
    const stored = await db().selectFrom('one_time_tokens').selectAll().where('email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(password);

    const mail = await mails().nextMailTo(email);
    expect(mail.subject).toBe('Confirm your Quire account');
    const link = linkOf(running, mail);
    expect(link.searchParams.get('type')).toBe('signup');
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${testPublicUrl}/app`);
    const tokens = hashParams(location);
    expect(tokens.type).toBe('signup');
    const user = goTrueUserSchema.parse(await (await me(tokens.access_token ?? '')).json());
    expect(user).toMatchObject({ email, app_metadata: { provider: 'email', providers: ['email'] } });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await storedHashOf(email)).toMatch(/^scrypt\$/);

    const signedIn = await tokensOf(await passwordSignIn(running, email.toUpperCase(), password));
    expect(signedIn).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user.id, email } });
    expect((await refresh(running, signedIn.refresh_token)).status).toBe(200);
    expect((await me(signedIn.access_token)).status).toBe(200);
  });

  it('sign-up: the 6-digit code of the mail works like the link (POST /verify type signup)', async () => {
    const running = current();
    const email = newEmail('signup-code');
    expect((await signUp(running, email, password)).status).toBe(200);
    const code = codeOf(await mails().nextMailTo(email));
    const tokens = await tokensOf(
      await postJson(`${running.authUrl}/verify`, { email, token: code, type: 'signup' }),
    );
    expect(tokens.user).toMatchObject({ email });
    expect((await passwordSignIn(running, email, password)).status).toBe(200);
  });

  it('sign-up on an address with a magic-link account sets no password and answers exactly like a new sign-up', async () => {
    const running = current();
    const owner = newEmail('owner');
    await requestMagicLink(running, owner);
    const ownerTokens = hashParams((await follow(linkOf(running, await mails().nextMailTo(owner)))).location);
    const ownerId = goTrueUserSchema.parse(await (await me(ownerTokens.access_token ?? '')).json()).id;

    const fresh = newEmail('fresh');
    const forNew = await signUp(running, fresh, password);
    const forExisting = await signUp(running, owner, 'attacker chosen password');
    expect(forExisting.status).toBe(forNew.status);
    const [newBody, existingBody] = [
      pendingSignupSchema.parse(await forNew.json()),
      pendingSignupSchema.parse(await forExisting.json()),
    ];
    expect(Object.keys(existingBody).sort()).toEqual(Object.keys(newBody).sort());
    expect(existingBody.id).not.toBe(ownerId);
    expect(existingBody.identities).toEqual([]);

    // The owner is told, and can sign in with the mail; the typed password is nowhere.
    const mail = await mails().nextMailTo(owner);
    expect(mail.subject).toBe('You already have a Quire account');
    expect(mail.text).not.toContain('attacker chosen password');
    expect(await storedHashOf(owner)).toBeNull();
    expect(await (await passwordSignIn(running, owner, 'attacker chosen password')).json()).toEqual(
      invalidCredentials,
    );
    const { location } = await follow(linkOf(running, mail));
    const viaMail = goTrueUserSchema.parse(await (await me(hashParams(location).access_token ?? '')).json());
    expect(viaMail.id).toBe(ownerId);
    expect(await storedHashOf(owner)).toBeNull();
    // The owner's session is untouched.
    expect((await me(ownerTokens.access_token ?? '')).status).toBe(200);
  });

  it('a sign-up link followed after the address got an account another way sets no password', async () => {
    const running = current();
    const email = newEmail('raced');
    await signUp(running, email, 'typed by someone else');
    const signupLink = linkOf(running, await mails().nextMailTo(email));
    await requestMagicLink(running, email);
    await follow(linkOf(running, await mails().nextMailTo(email)));
    expect(await storedHashOf(email)).toBeNull();

    const { location } = await follow(signupLink);
    expect(hashParams(location).access_token).toBeDefined();
    expect(await storedHashOf(email)).toBeNull();
    expect((await passwordSignIn(running, email, 'typed by someone else')).status).toBe(400);
  });

  it.each([
    ['too short', 'short7!', 422, 'weak_password', 'Password should be at least 8 characters.'],
    [
      'over 256 characters',
      'x'.repeat(257),
      422,
      'validation_failed',
      'Password should be at most 256 characters.',
    ],
  ])(
    'a sign-up with a password %s is refused, nothing mailed',
    async (_case, typed, status, errorCode, message) => {
      const email = newEmail('weak');
      const response = await signUp(current(), email, typed);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code: 1002, error_code: errorCode, msg: message });
      await expect(mails().nextMailTo(email, 300)).rejects.toThrow(/no mail/);
    },
  );

  it('the minimum counts characters as people see them: eight emoji or accented letters pass, seven do not', async () => {
    // q with a combining acute accent has no precomposed form: two code points, one character.
    const accented = 'q\u0301';
    expect((await signUp(current(), newEmail('emoji'), '🔑'.repeat(8))).status).toBe(200);
    expect((await signUp(current(), newEmail('emoji'), '🔑'.repeat(7))).status).toBe(422);
    expect((await signUp(current(), newEmail('accent'), accented.repeat(8))).status).toBe(200);
    expect((await signUp(current(), newEmail('accent'), accented.repeat(7))).status).toBe(422);
  });

  it('a sign-up with a bad address is InvalidEmail (1001), a missing password InvalidRequest (1008)', async () => {
    const bad = await signUp(current(), 'not-an-address', password);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 1001, error_code: 'email_address_invalid' });
    const missing = await postJson(`${current().authUrl}/signup`, { email: newEmail() });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 1008,
      msg: expect.stringMatching(/password/) as string,
    });
  });

  it('password grant: wrong password, unknown address and an account without a password get the same answer', async () => {
    const running = current();
    const { email } = await userWithPassword();
    const withoutPassword = await insertUser(db(), { email: newEmail('no-pw') });
    const answers = await Promise.all([
      passwordSignIn(running, email, 'wrong password'),
      passwordSignIn(running, newEmail('nobody'), password),
      passwordSignIn(running, withoutPassword.email, password),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(await answer.json()).toEqual(invalidCredentials);
    }
  });

  it('password grant: an unknown address takes about as long as a wrong password (a hash is computed either way)', async () => {
    const running = current();
    const { email } = await userWithPassword();
    const timed = async (run: () => Promise<Response>) => {
      const started = process.hrtime.bigint();
      await (await run()).text();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await timed(() => passwordSignIn(running, email, `wrong ${round}`)));
      unknown.push(await timed(() => passwordSignIn(running, newEmail('nobody'), `wrong ${round}`)));
    }
    // Without the stand-in hash an unknown address answers in a few milliseconds, dozens of times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('password grant: a malformed body is InvalidRequest (1008)', async () => {
    const response = await postJson(`${current().authUrl}/token?grant_type=password`, { email: newEmail() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 1008,
      msg: expect.stringMatching(/password/) as string,
    });
  });

  it('change-password: needs a bearer token', async () => {
    const response = await postJson(`${current().authUrl}/user/change-password`, {
      password: 'new password 1',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 1011, error_code: 'no_authorization' });
  });

  it('change-password: with a password set, current_password is required and must match', async () => {
    const running = current();
    const { user, email } = await userWithPassword();
    const session = await tokensOf(await passwordSignIn(running, email, password));
    const before = await storedHashOf(email);

    const missing = await changePassword(running, session.access_token, { password: 'brand new password' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ code: 1002, error_code: 'current_password_required' });
    const wrong = await changePassword(running, session.access_token, {
      password: 'brand new password',
      current_password: 'not it',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 1002, error_code: 'current_password_mismatch' });
    const same = await changePassword(running, session.access_token, {
      password,
      current_password: password,
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toMatchObject({ error_code: 'same_password' });
    const short = await changePassword(running, session.access_token, {
      password: 'short',
      current_password: password,
    });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
    });
    expect(await storedHashOf(email)).toBe(before);

    const otherDevice = await signIn(running.server, user);
    const changed = await changePassword(running, session.access_token, {
      password: 'brand new password',
      current_password: password,
    });
    expect(changed.status).toBe(200);
    expect(goTrueUserSchema.parse(await changed.json())).toMatchObject({ id: user.uuid, email });
    expect(await (await passwordSignIn(running, email, password)).json()).toEqual(invalidCredentials);
    expect((await passwordSignIn(running, email, 'brand new password')).status).toBe(200);
    // This session goes on; every other one ends with the old password.
    expect((await me(session.access_token)).status).toBe(200);
    expect((await me(otherDevice.access_token)).status).toBe(401);
    expect((await refresh(running, otherDevice.refresh_token)).status).toBe(400);
  });

  it('change-password: an account without a password (magic link) sets its first one with its session alone', async () => {
    const running = current();
    const user = await insertUser(db(), { email: newEmail('first-pw') });
    const session = await signIn(running.server, user);
    const response = await changePassword(running, session.access_token, { password: 'my first password' });
    expect(response.status).toBe(200);
    expect((await passwordSignIn(running, user.email, 'my first password')).status).toBe(200);
    // From now on the password is needed to change it.
    const again = await changePassword(running, session.access_token, { password: 'my second password' });
    expect(await again.json()).toMatchObject({ error_code: 'current_password_required' });
  });

  it('password hashes and typed passwords never leave the server', async () => {
    const running = current();
    const { email } = await userWithPassword();
    const stored = (await storedHashOf(email)) ?? '';
    const session = await tokensOf(await passwordSignIn(running, email, password));
    const answers = [
      JSON.stringify(session),
      await (await me(session.access_token)).text(),
      await (
        await fetch(`${running.apiUrl}/api/user/profile`, {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).text(),
    ].join('\n');
    expect(answers).not.toContain(stored.split('$')[5]);
    expect(answers).not.toContain('password');
    expect(answers).not.toContain(password);
  });

  it('a revoked session cannot change the password', async () => {
    const running = current();
    const { user } = await userWithPassword();
    const session = await signIn(running.server, user);
    await fetch(`${running.authUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const response = await changePassword(running, session.access_token, { password: randomUUID() });
    expect(response.status).toBe(401);
  });
});
