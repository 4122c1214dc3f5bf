import { insertUser, signIn } from '../../test/factories.js';
import { backends, useTestServer } from '../../test/harness.js';
import { issuedAtSkewSeconds, signAccessToken, verifyAccessToken } from './jwt.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const userUuid = '3f1c8a52-5d0e-4c59-9a43-6f0f5a2b7c10';

describe('access token issue time', () => {
  const now = 1_900_000_000;

  it('accepts a token issued now or within the clock skew', async () => {
    for (const issued of [now, now + issuedAtSkewSeconds]) {
      const { accessToken } = await signAccessToken(secret, { userUuid, email: 'a@b.c', now: issued });
      await expect(verifyAccessToken(secret, accessToken, now)).resolves.toMatchObject({ userUuid });
    }
  });

  it('SEC / refuses a token issued in the future (it would outlive its lifetime)', async () => {
    const { accessToken } = await signAccessToken(secret, {
      userUuid,
      email: 'a@b.c',
      now: now + issuedAtSkewSeconds + 1,
    });
    await expect(verifyAccessToken(secret, accessToken, now)).rejects.toThrow('token issued in the future');
  });
});

describe.each(backends)('future-dated tokens on $name', ({ name }) => {
  const current = useTestServer(name);

  it('SEC / the API answers 401 to a correctly signed token with iat an hour ahead', async () => {
    const { server, apiUrl } = current();
    const user = await insertUser(server.database.db, { name: 'Lin' });
    const session = await signIn(server, user);
    const profile = (token: string) =>
      fetch(`${apiUrl}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await profile(session.access_token)).status).toBe(200);
    const { session_id } = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { session_id: string };
    const { accessToken } = await signAccessToken(server.config.jwtSecret, {
      userUuid: user.uuid,
      email: user.email,
      sessionId: session_id,
      now: Math.floor(Date.now() / 1000) + 3600,
    });
    const refused = await profile(accessToken);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toMatch(/issued in the future/);
  });
});
