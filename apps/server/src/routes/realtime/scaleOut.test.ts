// Scale-out (DESIGN §5): two server instances on one PostgreSQL database and one Redis. An update or an awareness
// change sent to one reaches a client of the other through the bus; a client that reconnects to the other
// instance catches up from the store. Runs only where TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as encoding from 'lib0/encoding';
import { describeWithPostgresAndRedis, useTwoInstances } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { Frame, Sync, TestSocket, collabFrame, firstText } from '../../../test/wsClient.js';

describeWithPostgresAndRedis('realtime across two instances on PostgreSQL + Redis', () => {
  const instances = useTwoInstances();

  it('an update sent to one instance reaches a client of the other; awareness too; a reconnect elsewhere misses nothing', async () => {
    const first = instances.first();
    const second = instances.second();
    expect(first.server.bus.kind).toBe('redis');
    const world = await pageTreeWorld(first);
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Everywhere');
    const page = { workspaceId: world.workspaceId, objectId };

    const onFirst = await TestSocket.signedIn(first.apiUrl, world.ctx.users.Owner.authorization);
    const onSecond = await TestSocket.signedIn(second.apiUrl, world.ctx.users.Member.authorization);
    await onFirst.syncCollab(page);
    const secondDoc = await onSecond.syncCollab(page);

    let from = onSecond.received.length;
    expect(
      await onFirst.edit(page, (doc) => {
        firstText(doc).insert(0, 'from the first');
      }),
    ).toMatchObject({
      type: Frame.Ack,
      version: 1,
    });
    await onSecond.next((m) => m.kind === 'binary' && m.syncType === Sync.Update, from);
    expect(firstText(secondDoc).toJSON()).toBe('from the first');

    from = onSecond.received.length;
    onFirst.sendBinary(
      collabFrame(Frame.Awareness, page, (encoder) => {
        encoding.writeVarUint8Array(encoder, Uint8Array.from([1, 42, 1, 2, 123, 125]));
      }),
    );
    await onSecond.next((m) => m.kind === 'binary' && m.type === Frame.Awareness, from);

    // Written on the second while the first's client is away; it comes back on the second... and on the first.
    onFirst.close();
    expect(
      await onSecond.edit(page, (doc) => {
        firstText(doc).insert(0, '>> ');
      }),
    ).toMatchObject({ version: 2 });
    const back = await TestSocket.signedIn(first.apiUrl, world.ctx.users.Owner.authorization);
    expect(firstText(await back.syncCollab(page)).toJSON()).toBe('>> from the first');
    back.close();
    onSecond.close();
  });
});
