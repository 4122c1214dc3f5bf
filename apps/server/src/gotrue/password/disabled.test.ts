import { changePassword, passwordSignIn, postJson, requestRecovery, signUp } from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { useTestServer } from '../../../test/harness.js';
import { authSettingsSchema } from '../settings.js';
import { hashPassword } from './hash.js';

const disabled = (status: number) => ({
  code: 1067,
  message: 'Password sign-in is disabled',
  error_code: 'email_provider_disabled',
  msg: 'Password sign-in is disabled',
  error: status === 400 ? 'invalid_grant' : 'invalid_request',
  error_description: 'Password sign-in is disabled',
});

describe('password sign-in is off unless QUIRE_PASSWORD_SIGNIN', () => {
  const current = useTestServer('sqlite');

  it('GET /settings says so (external.email false), and server-info lists no password', async () => {
    const { authUrl, apiUrl } = current();
    const settings = authSettingsSchema.parse(await (await fetch(`${authUrl}/settings`)).json());
    expect(settings.external.email).toBe(false);
    expect(settings.mailer_autoconfirm).toBe(true);
    const providers = (await (await fetch(`${apiUrl}/api/server-info/auth-providers`)).json()) as {
      data: { providers: string[] };
    };
    expect(providers.data.providers).not.toContain('password');
  });

  it('every password route answers GoTrue’s disabled e-mail provider, even for an account that has a password', async () => {
    const running = current();
    const email = `off-${process.pid}@example.com`;
    const user = await insertUser(running.server.database.db, {
      email,
      password_hash: await hashPassword('a password set earlier'),
    });
    const session = await signIn(running.server, user);

    const grant = await passwordSignIn(running, email, 'a password set earlier');
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual(disabled(400));
    for (const response of [
      await signUp(running, 'new-person@example.com', 'long enough password'),
      await requestRecovery(running, email),
      await changePassword(running, session.access_token, { password: 'long enough password' }),
      // Refused before the body is even read.
      await postJson(`${running.authUrl}/signup`, {}),
    ]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(disabled(422));
    }
    const outbox = await running.server.database.db.selectFrom('one_time_tokens').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
