import { createHash, randomBytes } from 'node:crypto';
import {
  changePassword,
  codeOf,
  follow,
  hashParams,
  linkOf,
  passwordSignIn,
  postJson,
  requestRecovery,
  testPublicUrl,
} from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, testClock, useTestServer } from '../../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';
import { goTrueUserSchema } from '../../presenters/gotrueUser.js';
import { passwordResetWindowSeconds } from '../sessions.js';
import { hashPassword } from './hash.js';

const forgotten = 'the one I forgot';
let counter = 0;
const newEmail = (prefix = 'recover') => `${prefix}-${process.pid}-${++counter}@example.com`;

describe.each(backends)('password recovery on $name', ({ name }) => {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  const mails = () => {
    if (smtp === undefined) throw new Error('SMTP capture not started');
    return smtp;
  };
  const clock = testClock();
  afterEach(() => {
    clock.reset();
  });
  const current = useTestServer(name, {
    now: clock.now,
    env: () => ({ QUIRE_PUBLIC_URL: testPublicUrl, QUIRE_SMTP_URL: smtp?.url, QUIRE_PASSWORD_SIGNIN: '1' }),
  });
  const me = (accessToken: string) =>
    fetch(`${current().authUrl}/user`, { headers: { authorization: `Bearer ${accessToken}` } });
  const accountWithPassword = async () => {
    const email = newEmail();
    const user = await insertUser(current().server.database.db, {
      email,
      password_hash: await hashPassword(forgotten),
    });
    return { user, email };
  };
  const recoveryMailTo = async (email: string, options: Parameters<typeof requestRecovery>[2] = {}) => {
    const response = await requestRecovery(current(), email, options);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    return mails().nextMailTo(email);
  };

  it('end to end: recover, follow the link, set a new password without the forgotten one, sign in with it', async () => {
    const running = current();
    const { user, email } = await accountWithPassword();
    const oldSession = await signIn(running.server, user);

    const mail = await recoveryMailTo(email);
    expect(mail.subject).toBe('Reset your Quire password');
    const link = linkOf(running, mail);
    expect(link.searchParams.get('type')).toBe('recovery');
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    const tokens = hashParams(location);
    expect(tokens.type).toBe('recovery');
    const accessToken = tokens.access_token ?? '';
    expect(goTrueUserSchema.parse(await (await me(accessToken)).json()).id).toBe(user.uuid);

    const changed = await changePassword(running, accessToken, { password: 'a new memorable one' });
    expect(changed.status).toBe(200);
    expect((await passwordSignIn(running, email, forgotten)).status).toBe(400);
    expect((await passwordSignIn(running, email, 'a new memorable one')).status).toBe(200);
    // Whoever held a session before the reset is out.
    expect((await me(oldSession.access_token)).status).toBe(401);
    // The recovery allowed one change: the next one needs the password again.
    const again = await changePassword(running, accessToken, { password: 'yet another password' });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error_code: 'current_password_required' });
  });

  it('the typed code works like the link (POST /verify type recovery)', async () => {
    const running = current();
    const { email } = await accountWithPassword();
    const code = codeOf(await recoveryMailTo(email));
    const response = await postJson(`${running.authUrl}/verify`, { email, token: code, type: 'recovery' });
    expect(response.status).toBe(200);
    const { access_token: accessToken } = (await response.json()) as { access_token: string };
    expect((await changePassword(running, accessToken, { password: 'typed code reset' })).status).toBe(200);
    expect((await passwordSignIn(running, email, 'typed code reset')).status).toBe(200);
  });

  it('with PKCE the link leads to ?code=, and the session it is exchanged for may set the password', async () => {
    const running = current();
    const { email } = await accountWithPassword();
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const mail = await recoveryMailTo(email, { codeChallenge: challenge, codeChallengeMethod: 'S256' });
    const { location } = await follow(linkOf(running, mail));
    const authCode = location.searchParams.get('code') ?? '';
    expect(location.hash).toBe('');
    const exchanged = await postJson(`${running.authUrl}/token?grant_type=pkce`, {
      auth_code: authCode,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const { access_token: accessToken } = (await exchanged.json()) as { access_token: string };
    expect((await changePassword(running, accessToken, { password: 'reset through pkce' })).status).toBe(200);
  });

  it('the recovery session may skip the current password for 15 minutes only', async () => {
    const running = current();
    const { email } = await accountWithPassword();
    const { location } = await follow(linkOf(running, await recoveryMailTo(email)));
    const accessToken = hashParams(location).access_token ?? '';
    clock.advance(passwordResetWindowSeconds + 1);
    // The access token is still valid (an hour), but the window to reset without the password is over.
    const late = await changePassword(running, accessToken, { password: 'too late for this' });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ error_code: 'current_password_required' });
    expect((await passwordSignIn(running, email, forgotten)).status).toBe(200);
  });

  it('an ordinary session (magic link, password) may not skip the current password', async () => {
    const running = current();
    const { user } = await accountWithPassword();
    const session = await signIn(running.server, user);
    const response = await changePassword(running, session.access_token, { password: 'sneaky new password' });
    expect(response.status).toBe(422);
  });

  it('an address without an account answers {} and gets a link too (it signs in like a magic link)', async () => {
    const running = current();
    const email = newEmail('nobody-yet');
    const { location } = await follow(linkOf(running, await recoveryMailTo(email)));
    const user = goTrueUserSchema.parse(await (await me(hashParams(location).access_token ?? '')).json());
    expect(user.email).toBe(email);
  });

  it('a recovery link is no magic link, and works once', async () => {
    const running = current();
    const { email } = await accountWithPassword();
    const link = linkOf(running, await recoveryMailTo(email));
    const asMagicLink = new URL(link);
    asMagicLink.searchParams.set('type', 'magiclink');
    expect((await follow(asMagicLink)).location.searchParams.get('error_code')).toBe('otp_expired');
    expect(hashParams((await follow(link)).location).access_token).toBeDefined();
    expect((await follow(link)).location.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('a bad address is InvalidEmail (1001); a foreign redirect is InvalidUrl (1007); nothing is mailed', async () => {
    const bad = await requestRecovery(current(), 'nope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 1001 });
    const email = newEmail('foreign');
    const foreign = await requestRecovery(current(), email, { redirectTo: 'https://evil.example.com/' });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: 1007 });
    await expect(mails().nextMailTo(email, 300)).rejects.toThrow(/no mail/);
  });
});
