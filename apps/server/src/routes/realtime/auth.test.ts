// /ws/v1 authentication beyond the first message: a token that expires closes the socket with 4401 unless a
// refreshed one came first; no token reaches a log line; a server shutting down says so (1001).
import { signAccessToken } from '../../auth/jwt.js';
import { signIn } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { TestSocket } from '../../../test/wsClient.js';

/** The session id inside an access token (its payload is plain base64url JSON). */
function sessionOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { session_id: string }).session_id;
}

describe.each(backends)('realtime authentication on $name', ({ name }) => {
  const lines: string[] = [];
  const current = useTestServer(name, {
    env: { QUIRE_LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('a token that expires closes the socket with 4401 "token expired"; one renewed in time keeps it', async () => {
    const world = await pageTreeWorld(current());
    const user = world.ctx.users.Member.user;
    const session = await signIn(current().server, user);
    const shortLived = async () =>
      (
        await signAccessToken(current().server.config.jwtSecret, {
          userUuid: user.uuid,
          email: user.email,
          sessionId: sessionOf(session.access_token),
          ttlSeconds: 2,
        })
      ).accessToken;

    const renewed = await TestSocket.open(current().apiUrl);
    await renewed.auth(await shortLived());
    const expiring = await TestSocket.open(current().apiUrl);
    await expiring.auth(await shortLived());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await renewed.auth(session.access_token);

    const closed = await expiring.closed;
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/^token expired/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(renewed.socket.readyState).toBe(renewed.socket.OPEN);
    renewed.close();
  });

  it('no access token reaches a log line, accepted or refused', async () => {
    const world = await pageTreeWorld(current());
    const token = world.ctx.users.Owner.authorization.replace(/^Bearer /, '');
    const accepted = await TestSocket.open(current().apiUrl);
    await accepted.auth(token);
    const refused = await TestSocket.open(current().apiUrl);
    refused.sendText({ type: 'auth', token: `${token}x` });
    await refused.closed;
    accepted.close();
    await accepted.closed;
    const log = lines.join('');
    expect(log).toContain('/ws/v1');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});

describe('realtime shutdown', () => {
  const current = useTestServer('sqlite');

  it('open sockets are closed with 1001 when the server stops', async () => {
    const world = await pageTreeWorld(current());
    const socket = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Closing');
    await socket.syncCollab({ workspaceId: world.workspaceId, objectId });
    await current().stop();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'the server is shutting down' });
  });
});
