import { postJson, refresh } from '../../../test/auth.js';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, testClock, useTestServer } from '../../../test/harness.js';
import { goTrueUserSchema } from '../../presenters/gotrueUser.js';
import { hashToken } from '../secrets.js';
import type { TokenResponse } from '../sessions.js';

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

describe.each(backends)('POST /token on $name', ({ name }) => {
  const clock = testClock();
  afterEach(() => {
    clock.reset();
  });
  const current = useTestServer(name, { now: clock.now, env: { QUIRE_ACCESS_TOKEN_TTL: '900' } });
  const profile = (accessToken: string) =>
    fetch(`${current().apiUrl}/api/user/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
  const newSession = async () => {
    const { server } = current();
    const user = await insertUser(server.database.db);
    return { user, tokens: await signIn(server, user) };
  };
  const refreshed = async (refreshToken: string): Promise<TokenResponse> => {
    const response = await refresh(current(), refreshToken);
    expect(response.status).toBe(200);
    return (await response.json()) as TokenResponse;
  };

  it('ENT-43 / access tokens carry GoTrue’s claims and live QUIRE_ACCESS_TOKEN_TTL seconds', async () => {
    const { user, tokens } = await newSession();
    expect(tokens.expires_in).toBe(900);
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({
      sub: user.uuid,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      iss: current().server.config.authPublicUrl,
      app_metadata: { provider: 'email', providers: [] },
      user_metadata: { name: user.name },
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(tokens.expires_at).toBe(claims.exp);
  });

  it('SEC / a refresh token unused for 30 days (QUIRE_REFRESH_TOKEN_TTL) ends its session; a used one lives on', async () => {
    const { tokens } = await newSession();
    clock.advance(29 * 24 * 3600);
    const next = await refreshed(tokens.refresh_token);
    clock.advance(30 * 24 * 3600 + 1);
    const expired = await refresh(current(), next.refresh_token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant', error_code: 'session_expired' });
    const session = await current()
      .server.database.db.selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', String(claimsOf(next.access_token).session_id))
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('API-AUTH-08 / refresh_token: answers GoTrue’s token response and rotates the refresh token', async () => {
    const { user, tokens } = await newSession();
    const next = await refreshed(tokens.refresh_token);
    expect(Object.keys(next).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
    );
    expect(next.token_type).toBe('bearer');
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(goTrueUserSchema.parse(next.user).id).toBe(user.uuid);
    expect(claimsOf(next.access_token).session_id).toBe(claimsOf(tokens.access_token).session_id);
    expect((await profile(next.access_token)).status).toBe(200);

    const { db } = current().server.database;
    const [old, successor] = await Promise.all(
      [tokens.refresh_token, next.refresh_token].map((token) =>
        db
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(old?.used_at).not.toBeNull();
    expect(old?.successor_id).toBe(successor?.id);
    expect(successor?.used_at).toBeNull();
  });

  it('reusing a rotated token revokes the whole family: the newest token and the access tokens stop working', async () => {
    const { tokens: first } = await newSession();
    const second = await refreshed(first.refresh_token);
    const third = await refreshed(second.refresh_token);

    const reuse = await refresh(current(), first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      code: 1024,
      error: 'invalid_grant',
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });

    const newest = await refresh(current(), third.refresh_token);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toMatchObject({ error: 'invalid_grant', error_code: 'session_not_found' });
    const denied = await profile(third.access_token);
    expect(denied.status).toBe(401);
    expect(await denied.text()).toBe('fail to decode token, error: session has ended');
  });

  it('two concurrent refreshes with one token: one rotates, the other is reuse and ends the session', async () => {
    const { tokens } = await newSession();
    const answers = await Promise.all([
      refresh(current(), tokens.refresh_token),
      refresh(current(), tokens.refresh_token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers.find((answer) => answer.status === 200);
    const { refresh_token: newest } = (await winner?.json()) as TokenResponse;
    expect((await refresh(current(), newest)).status).toBe(400);
  });

  it('other sessions of the same user are not affected by a revoked family', async () => {
    const { server } = current();
    const user = await insertUser(server.database.db);
    const stolen = await signIn(server, user);
    const other = await signIn(server, user);
    await refreshed(stolen.refresh_token);
    expect((await refresh(current(), stolen.refresh_token)).status).toBe(400);
    expect((await profile(other.access_token)).status).toBe(200);
    await refreshed(other.refresh_token);
  });

  it('rotated tokens are kept 30 days for reuse detection, then pruned (their reuse is then merely unknown)', async () => {
    const { tokens: first } = await newSession();
    const second = await refreshed(first.refresh_token);
    // Used within the refresh token lifetime (30 days unused) at every step.
    clock.advance(20 * 24 * 3600);
    const third = await refreshed(second.refresh_token);
    clock.advance(11 * 24 * 3600);
    const fourth = await refreshed(third.refresh_token);
    const stale = await refresh(current(), first.refresh_token);
    expect(await stale.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
    await refreshed(fourth.refresh_token);
  });

  it('an unknown refresh token is invalid_grant refresh_token_not_found', async () => {
    const response = await refresh(current(), 'never-issued');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_code: 'refresh_token_not_found',
    });
  });

  it('an expired access token is 401 on /api; its refresh token still gets a fresh one', async () => {
    clock.advance(-7200);
    const { tokens } = await newSession();
    clock.reset();
    const expired = await profile(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toBe('fail to decode token, error: token has expired');
    const next = await refreshed(tokens.refresh_token);
    expect((await profile(next.access_token)).status).toBe(200);
  });

  it('a tampered access token is 401 on /api', async () => {
    const { tokens } = await newSession();
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86400 })).toString(
      'base64url',
    );
    const response = await profile(`${header}.${forged}.${signature}`);
    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/^fail to decode token, error: signature/);
  });

  it.each([
    ['client_credentials', '/token?grant_type=client_credentials'],
    ['none', '/token'],
  ])('grant type %s is unsupported_grant_type (400)', async (_grant, path) => {
    const response = await postJson(`${current().authUrl}${path}`, { email: 'a@example.com', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1008, error: 'unsupported_grant_type' });
  });

  it('a refresh without refresh_token is InvalidRequest (1008), also as a form body', async () => {
    const json = await postJson(`${current().authUrl}/token?grant_type=refresh_token`, {});
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      code: 1008,
      msg: expect.stringMatching(/refresh_token/) as string,
    });
    const { tokens } = await newSession();
    const form = await fetch(`${current().authUrl}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: tokens.refresh_token }).toString(),
    });
    expect(form.status).toBe(200);
  });
});
