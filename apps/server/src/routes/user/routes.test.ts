import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../auth/jwt.js';
import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { userProfileSchema } from '@quire/shared/contract';

describe.each(backends)('GET /api/user/profile on $name', ({ name }) => {
  const current = useTestServer(name);
  const getProfile = (authorization?: string) =>
    fetch(`${current().apiUrl}/api/user/profile`, {
      headers: authorization === undefined ? {} : { authorization },
    });

  it('API-USR-02 / ENT-44 / answers the stored user as AppFlowy profile (uid as a string)', async () => {
    const { server } = current();
    const workspaceId = randomUUID();
    const user = await insertUser(server.database.db, {
      name: 'Ada',
      metadata: JSON.stringify({ icon_url: 'https://example.com/ada.png', theme: 'dark' }),
      latest_workspace_id: workspaceId,
      updated_at: '2026-01-02T03:04:05.000Z',
    });
    const response = await getProfile(await bearerFor(server, user));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    const profile = userProfileSchema.parse(body.data);
    expect(profile).toEqual({
      uid: user.uid,
      uuid: user.uuid,
      email: user.email,
      name: 'Ada',
      metadata: { icon_url: 'https://example.com/ada.png', theme: 'dark' },
      encryption_sign: null,
      latest_workspace_id: workspaceId,
      updated_at: Date.UTC(2026, 0, 2, 3, 4, 5) / 1000,
    });
    expect(typeof profile.uid).toBe('string');
    expect(BigInt(profile.uid) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('stored metadata that is not a JSON object reads as empty', async () => {
    const { server } = current();
    const user = await insertUser(server.database.db, { metadata: '[not json' });
    const body = (await (await getProfile(await bearerFor(server, user))).json()) as {
      data: { metadata: unknown };
    };
    expect(body.data.metadata).toEqual({});
  });

  it('a token whose user was deleted is 401: the sessions go with the user', async () => {
    const { server } = current();
    const user = await insertUser(server.database.db);
    const bearer = await bearerFor(server, user);
    await server.database.db.deleteFrom('users').where('uuid', '=', user.uuid).execute();
    const response = await getProfile(bearer);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('fail to decode token, error: session has ended');
  });

  describe('API-AUTH-06 / a missing or bad bearer token is HTTP 401 in plain text', () => {
    const expect401 = async (authorization: string | undefined, text: string | RegExp) => {
      const response = await getProfile(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      const body = await response.text();
      if (typeof text === 'string') expect(body).toBe(text);
      else expect(body).toMatch(text);
    };

    it('no Authorization header', () => expect401(undefined, 'No Authorization header'));

    it('not a Bearer scheme', () =>
      expect401('Basic dXNlcjpwYXNz', /^fail to decode token, error: expected "Bearer/));

    it('not a JWT', () => expect401('Bearer not-a-jwt', /^fail to decode token, error: /));

    it('expired', async () => {
      const { server } = current();
      const user = await insertUser(server.database.db);
      const { accessToken } = await signAccessToken(server.config.jwtSecret, {
        userUuid: user.uuid,
        email: user.email,
        now: Math.floor(Date.now() / 1000) - 7200,
        ttlSeconds: 3600,
      });
      await expect401(`Bearer ${accessToken}`, 'fail to decode token, error: token has expired');
    });

    it('tampered payload (signature no longer matches)', async () => {
      const { server } = current();
      const user = await insertUser(server.database.db);
      const [header, payload, signature] = (await bearerFor(server, user)).slice('Bearer '.length).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
      await expect401(`Bearer ${header}.${forged}.${signature}`, /^fail to decode token, error: signature/);
    });

    it('signed with another secret', async () => {
      const user = await insertUser(current().server.database.db);
      const { accessToken } = await signAccessToken('another-secret-another-secret-another', {
        userUuid: user.uuid,
        email: user.email,
      });
      await expect401(`Bearer ${accessToken}`, /^fail to decode token, error: signature/);
    });

    it('unsigned (alg none)', async () => {
      const user = await insertUser(current().server.database.db);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 600;
      const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.uuid, aud: 'authenticated', exp })}.`;
      await expect401(`Bearer ${token}`, /^fail to decode token, error: /);
    });
  });
});
