import { changePassword, passwordSignIn, requestRecovery, signUp } from '../../../test/auth.js';
import { insertUser } from '../../../test/factories.js';
import { useTestServer } from '../../../test/harness.js';
import { hashPassword } from './hash.js';

describe('no password or hash reaches a log line', () => {
  const lines: string[] = [];
  const current = useTestServer('sqlite', {
    env: { QUIRE_LOG_LEVEL: 'trace', QUIRE_PASSWORD_SIGNIN: '1' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('sign-up, sign-in, a wrong guess, a change, a recovery and a malformed body', async () => {
    const running = current();
    const secrets = ['first-secret-4711', 'second-secret-0815', 'wrong-guess-1234', 'signup-secret-9999'];
    const [first = '', second = '', wrong = '', signup = ''] = secrets;
    const email = `logged-${process.pid}@example.com`;
    const stored = await hashPassword(first);
    await insertUser(running.server.database.db, { email, password_hash: stored });

    await signUp(running, `new-${email}`, signup);
    await passwordSignIn(running, email, wrong);
    const session = (await (await passwordSignIn(running, email, first)).json()) as { access_token: string };
    await changePassword(running, session.access_token, { password: second, current_password: wrong });
    await changePassword(running, session.access_token, { password: second, current_password: first });
    await requestRecovery(running, email);
    await fetch(`${running.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${email}","password":"${first}"`,
    });
    await fetch(`${running.authUrl}/user/change-password?current_password=${first}&password=${second}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: '{}',
    });

    const log = lines.join('');
    // The requests were logged at all (otherwise the assertions below prove nothing).
    expect(log).toContain('/user/change-password');
    expect(log).toContain('grant_type=password');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(stored.split('$')[5]);
    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain(session.access_token);
  });
});
