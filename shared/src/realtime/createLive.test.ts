/**
 * @jest-environment node
 */
import { AppError } from '../errors/index.js';
import type { CollabCache } from '../sync/collabCache.js';
import { DocumentSync } from '../sync/documentSync.js';
import type { CollabCreate, ServerCollab } from '../sync/transport.js';
import { RealtimeConnection } from './connection.js';
import { FakeRealtimeServer } from './test/fakeRealtimeServer.js';

const workspaceId = '11111111-1111-4111-8111-111111111111';
const objectId = '33333333-3333-4333-8333-333333333333';
const noCache: CollabCache = { read: () => Promise.resolve(undefined), write: () => Promise.resolve() };

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The fake server, where the collab does not exist until a send with `create` makes it (as web-update does). */
class CreatingServer extends FakeRealtimeServer {
  created = false;
  readonly creates: (CollabCreate | undefined)[] = [];
  subscribedBeforeCreation = false;

  override load(): Promise<ServerCollab> {
    if (!this.created) return Promise.reject(new AppError('RecordNotFound', 'Document not found'));
    return super.load();
  }

  override send(target: unknown, update: Uint8Array, create?: CollabCreate): Promise<{ version: number }> {
    this.creates.push(create);
    if (!this.created && create === undefined) {
      return Promise.reject(new AppError('RecordNotFound', 'Document not found'));
    }
    this.created = true;
    return super.send(target, update);
  }

  override receive(socket: Parameters<FakeRealtimeServer['receive']>[0], data: string | Uint8Array): void {
    if (!this.created && typeof data !== 'string') this.subscribedBeforeCreation = true;
    super.receive(socket, data);
  }
}

describe('a row made on this client, with the realtime connection (issue 24)', () => {
  it('is created by its first send over HTTP (with its parent), then followed live: a second tab sees later edits', async () => {
    const server = new CreatingServer();
    const connection = (): RealtimeConnection =>
      new RealtimeConnection({
        url: () => 'ws://quire.test/ws/v1',
        token: () => Promise.resolve(server.acceptToken),
        createSocket: server.createSocket,
        retryFirstMs: 10,
        retryMaxMs: 40,
      });
    const firstConnection = connection();
    const first = new DocumentSync(
      { userId: 'u1', workspaceId, objectId, collabType: 4 },
      {
        transport: server,
        cache: noCache,
        realtime: firstConnection,
        debounceMs: 10,
        create: { parentId: 'db' },
      },
    );
    await first.open();
    first.doc.getText('t').insert(0, 'new row');
    await until(() => server.created, 'the row to be created');
    expect(server.creates[0]).toEqual({ parentId: 'db' });
    expect(server.subscribedBeforeCreation).toBe(false);
    expect(server.httpWrites).toBe(1);

    const secondConnection = connection();
    const second = new DocumentSync(
      { userId: 'u2', workspaceId, objectId, collabType: 4 },
      { transport: server, cache: noCache, realtime: secondConnection },
    );
    await second.open();
    expect(second.doc.getText('t').toJSON()).toBe('new row');
    await until(
      () => firstConnection.getStatus() === 'ready' && secondConnection.getStatus() === 'ready',
      'both connections to be ready',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.doc.getText('t').insert(7, ', live');
    await until(
      () => second.doc.getText('t').toJSON() === 'new row, live',
      'the edit to reach the other tab',
    );
    expect(server.socketWrites).toBeGreaterThanOrEqual(1);
    await first.destroy();
    await second.destroy();
    firstConnection.destroy();
    secondConnection.destroy();
  });
});
