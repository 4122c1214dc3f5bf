import { insertUser, signIn } from '../../test/factories.js';
import { backends, useTestServer } from '../../test/harness.js';
import { redactObject, redactSecrets } from './redact.js';

describe('redactSecrets', () => {
  it.each([
    ['/api/user/verify/eyJhbGciOi.payload.sig', '/api/user/verify/[redacted]'],
    ['/verify?token=abc123&type=magiclink', '/verify?token=[redacted]&type=magiclink'],
    ['/callback?state=s&code=4/0AbCd', '/callback?state=s&code=[redacted]'],
    [
      '/x?ACCESS_TOKEN=a&refresh_token=b&token_hash=c',
      '/x?ACCESS_TOKEN=[redacted]&refresh_token=[redacted]&token_hash=[redacted]',
    ],
    ['/auth/callback#access_token=a&refresh_token=b', '/auth/callback#[redacted]'],
    ['Authorization: Bearer eyJ.abc.def', 'Authorization: Bearer [redacted]'],
    [
      '/user/change-password?current_password=a&password=b',
      '/user/change-password?current_password=[redacted]&password=[redacted]',
    ],
    ['/api/workspace/1/folder?depth=2', '/api/workspace/1/folder?depth=2'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});

describe.each(backends)('no secret reaches a log line on $name', ({ name }) => {
  const lines: string[] = [];
  const current = useTestServer(name, {
    env: { QUIRE_LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('SEC / tokens in paths, queries, fragments and headers are redacted on both services', async () => {
    const { server, apiUrl, authUrl } = current();
    const user = await insertUser(server.database.db, { name: 'Ada' });
    const { access_token, refresh_token } = await signIn(server, user);
    const headers = { authorization: `Bearer ${access_token}` };

    expect((await fetch(`${apiUrl}/api/user/verify/${access_token}`)).status).toBe(200);
    await fetch(`${apiUrl}/api/user/profile?access_token=${access_token}`, { headers });
    await fetch(`${apiUrl}/api/user/verify/${access_token}/not-a-route`);
    await fetch(`${authUrl}/verify?token=${refresh_token}&type=magiclink`, { redirect: 'manual' });
    await fetch(`${authUrl}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'not-a-real-token' }),
    });

    const log = lines.join('');
    // The requests were logged at all (otherwise the assertions below prove nothing).
    expect(log).toContain('/api/user/verify/[redacted]');
    expect(log).toContain('/api/user/profile?access_token=[redacted]');
    expect(log).toContain('"service":"auth"');
    expect(log).not.toContain(access_token);
    expect(log).not.toContain(access_token.split('.')[2]);
    expect(log).not.toContain(refresh_token);
  });
});

describe('redactObject', () => {
  it('replaces secret fields and redacts strings inside logged objects', () => {
    expect(
      redactObject({
        to: 'a@b.c',
        link: 'http://x/verify?token=abc',
        nested: { url: '/api/user/verify/tok', refresh_token: 'r' },
        list: ['/x?code=1'],
        body: { password: 'p', current_password: 'c', password_hash: 'scrypt$…' },
      }),
    ).toEqual({
      to: 'a@b.c',
      link: '[redacted]',
      nested: { url: '/api/user/verify/[redacted]', refresh_token: '[redacted]' },
      list: ['/x?code=[redacted]'],
      body: { password: '[redacted]', current_password: '[redacted]', password_hash: '[redacted]' },
    });
  });

  it('reaches into prototype-less records such as Node’s headers', () => {
    const headers = Object.assign(Object.create(null) as Record<string, unknown>, {
      authorization: 'Bearer eyJ.abc.def',
      cookie: 'sid=1',
      accept: 'text/html',
    });
    expect(redactObject({ headers })).toEqual({
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
    });
  });
});
