// Whatever bytes a client sends, the server keeps serving and stores nothing it did not acknowledge: 2,000+
// random, truncated and mutated frames against a live /ws/v1 connection, on every backend.
import { randomBytes, randomInt } from 'node:crypto';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { Frame, Sync, TestSocket, collabFrame, firstText, syncMessage } from '../../../test/wsClient.js';

/** A frame that starts well (a real header, a real sync or awareness frame) and is then cut or corrupted. */
function hostileFrame(valid: Uint8Array[]): Uint8Array {
  const kind = randomInt(4);
  if (kind === 0) return randomBytes(randomInt(0, 200));
  const base = valid[randomInt(valid.length)]!;
  if (kind === 1) return base.slice(0, randomInt(0, base.length));
  const mutated = base.slice();
  for (let flips = randomInt(1, 6); flips > 0; flips--) mutated[randomInt(mutated.length)] = randomInt(256);
  if (kind === 2) return mutated;
  return Uint8Array.from([...base.slice(0, randomInt(base.length)), ...randomBytes(randomInt(1, 40))]);
}

describe.each(backends)('realtime frame fuzzing on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_WS_UPDATES_PER_SECOND: '10000', QUIRE_WS_MAX_MESSAGE_BYTES: String(64 * 1024) },
  });

  it('2,000+ random, truncated and mutated frames (binary and text) never crash the server and store nothing', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Fuzzed');
    const page = { workspaceId: world.workspaceId, objectId };
    // A guest sends the frames: any write that got through by accident would be stored under a refusal.
    const guest = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Guest.authorization);
    const doc = await guest.syncCollab(page);
    const edit = new Y.Doc();
    Y.applyUpdate(edit, Y.encodeStateAsUpdate(doc));
    const before = Y.encodeStateVector(edit);
    firstText(edit).insert(0, 'fuzz');
    const valid = [
      syncMessage(page, Sync.Update, Y.encodeStateAsUpdate(edit, before)),
      syncMessage(page, Sync.Step1, Y.encodeStateVector(doc)),
      collabFrame(Frame.Awareness, page, (encoder) => {
        encoding.writeVarUint8Array(encoder, Uint8Array.from([1, 7, 1, 2, 123, 125]));
      }),
      collabFrame(Frame.Subscribe, page),
    ];
    let sent = 0;
    for (let batch = 0; batch < 20; batch++) {
      for (let index = 0; index < 100; index++) {
        guest.sendBinary(hostileFrame(valid));
        sent += 1;
      }
      for (let index = 0; index < 5; index++) {
        guest.socket.send(randomBytes(randomInt(1, 60)).toString('latin1'));
        sent += 1;
      }
      // Let the server drain between batches (it refuses frames queued beyond its bound).
      const from = guest.received.length;
      guest.sendBinary(syncMessage(page, Sync.Step1, Y.encodeStateVector(doc)));
      await guest.next((m) => m.kind === 'binary' && m.syncType === Sync.Step2, from, 15000);
    }
    expect(sent).toBeGreaterThanOrEqual(2000);

    const collab = await findCollab(current().server.database.db, page.workspaceId, page.objectId);
    expect(collab?.version).toBe(0);
    const updates = await current()
      .server.database.db.selectFrom('collab_updates')
      .select('id')
      .where('object_id', '=', page.objectId)
      .execute();
    expect(updates).toHaveLength(0);

    // Still serving: a fresh owner connection syncs and writes.
    const owner = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    await owner.syncCollab(page);
    expect(
      await owner.edit(page, (d) => {
        firstText(d).insert(0, 'ok');
      }),
    ).toMatchObject({
      type: Frame.Ack,
      version: 1,
    });
    guest.close();
    owner.close();
  }, 120_000);

  it('random first messages on unauthenticated sockets close them with 4401, and the server keeps serving', async () => {
    const codes = new Set<number>();
    for (let index = 0; index < 40; index++) {
      const socket = await TestSocket.open(current().apiUrl);
      const garbage = randomBytes(randomInt(1, 300));
      if (index % 2 === 0) socket.sendBinary(garbage);
      else socket.socket.send(garbage.toString('latin1'));
      codes.add((await socket.closed).code);
    }
    expect([...codes]).toEqual([4401]);
    const health = await fetch(`${current().apiUrl}/api/health`);
    expect(health.status).toBeLessThan(500);
  });
});
