import { refresh } from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { findOrCreateUserForIdentity } from '../accounts.js';
import { goTrueUserSchema } from '../../presenters/gotrueUser.js';

describe.each(backends)('GET /user and POST /logout on $name', ({ name }) => {
  const current = useTestServer(name);
  const withBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const getUser = (token: string) => fetch(`${current().authUrl}/user`, withBearer(token));
  const logout = (token: string, query = '') =>
    fetch(`${current().authUrl}/logout${query}`, { method: 'POST', ...withBearer(token) });
  const profile = (token: string) => fetch(`${current().apiUrl}/api/user/profile`, withBearer(token));

  it('GET /user answers GoTrue’s User with every linked identity', async () => {
    const { server } = current();
    const { user } = await findOrCreateUserForIdentity(server.authDeps, {
      provider: 'github',
      providerUserId: '4242',
      email: `octo-${process.pid}@example.com`,
      name: 'Octo Cat',
      avatarUrl: 'https://example.com/octo.png',
    });
    const tokens = await signIn(server, user, 'github');
    const response = await getUser(tokens.access_token);
    expect(response.status).toBe(200);
    const body = goTrueUserSchema.parse(await response.json());
    expect(body).toMatchObject({
      id: user.uuid,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'github', providers: ['github'] },
      user_metadata: { name: 'Octo Cat', avatar_url: 'https://example.com/octo.png' },
    });
    expect(body.identities).toEqual([
      expect.objectContaining({ provider: 'github', id: '4242', user_id: user.uuid }),
    ]);
    expect(body.last_sign_in_at).not.toBeNull();
  });

  it('GET /user without a bearer token is 401 in GoTrue form', async () => {
    const response = await fetch(`${current().authUrl}/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 1011, error_code: 'no_authorization' });
    const bad = await getUser('not-a-jwt');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 1024, error_code: 'bad_jwt' });
  });

  it('POST /logout revokes the session: 204, then its tokens are 401 and its refresh token fails', async () => {
    const { server } = current();
    const user = await insertUser(server.database.db);
    const tokens = await signIn(server, user);
    const other = await signIn(server, user);

    const response = await logout(tokens.access_token);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const api = await profile(tokens.access_token);
    expect(api.status).toBe(401);
    expect(await api.text()).toBe('fail to decode token, error: session has ended');
    expect((await getUser(tokens.access_token)).status).toBe(401);
    const refreshed = await refresh(current(), tokens.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant', error_code: 'session_not_found' });
    expect((await logout(tokens.access_token)).status).toBe(401);

    // Scope `local` (the default) leaves the user's other sessions alone.
    expect((await profile(other.access_token)).status).toBe(200);
  });

  it('POST /logout?scope=global ends every session of the user; scope=others all but this one', async () => {
    const { server } = current();
    const user = await insertUser(server.database.db);
    const [a, b, c] = await Promise.all([signIn(server, user), signIn(server, user), signIn(server, user)]);
    expect((await logout(a.access_token, '?scope=others')).status).toBe(204);
    expect((await profile(a.access_token)).status).toBe(200);
    expect((await profile(b.access_token)).status).toBe(401);
    expect((await logout(a.access_token, '?scope=global')).status).toBe(204);
    expect((await profile(a.access_token)).status).toBe(401);
    expect((await refresh(current(), c.refresh_token)).status).toBe(400);
    const badScope = await logout((await signIn(server, user)).access_token, '?scope=everything');
    expect(badScope.status).toBe(400);
    expect(await badScope.json()).toMatchObject({ code: 1008 });
  });
});
