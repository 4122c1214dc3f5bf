// Failover (issue 10, DESIGN §5): two server instances on one PostgreSQL database and one Redis, a client on each,
// subscribed to one document. An edit crosses from one instance's client to the other's in under a second. Then the
// first instance is crashed — it runs as its own process and gets SIGKILL, so no shutdown code runs and nothing is
// drained — right after its client saw its last update acknowledged. That client opens a new socket to the second
// instance, signs in, subscribes and exchanges state vectors with the document it kept; every update it saw
// acknowledged is in the store (read through a third, freshly started instance whose memory holds nothing, and
// before the client resyncs, so a client re-sending what it has cannot hide a loss), what the second's client wrote
// meanwhile reaches it, and both clients converge. Runs only where TEST_DATABASE_URL and TEST_REDIS_URL are set.
import * as Y from 'yjs';
import { storedCollab } from '../../../test/durability/account.js';
import { until } from '../../../test/durability/conditions.js';
import { startCrashableServer, type CrashableServer } from '../../../test/durability/quireProcess.js';
import {
  provisionBackend,
  startTestServer,
  describeWithPostgresAndRedis,
  type ProvisionedBackend,
  type TestServer,
} from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { Frame, Sync, TestSocket, firstText, type Address } from '../../../test/wsClient.js';

/** Appends `token` to the document's first paragraph; resolves with the ack's version (fails on anything else). */
async function append(client: TestSocket, page: Address, token: string): Promise<number> {
  const answer = await client.edit(page, (doc) => {
    const text = firstText(doc);
    text.insert(text.length, token);
  });
  if (answer.kind !== 'binary' || answer.type !== Frame.Ack || answer.version === undefined) {
    throw new Error(`${token} was not acknowledged: ${JSON.stringify(answer)}`);
  }
  return answer.version;
}

/** Milliseconds from an edit sent by `from` until `to`'s copy of the document holds `token`. */
async function crossing(from: TestSocket, to: TestSocket, page: Address, token: string): Promise<number> {
  const toDoc = to.docs.get(page.objectId);
  if (toDoc === undefined) throw new Error('sync the collab first');
  const seen = to.received.length;
  const began = performance.now();
  const acked = append(from, page, token);
  await to.next(
    (m) =>
      m.kind === 'binary' &&
      m.syncType === Sync.Update &&
      m.objectId === page.objectId &&
      firstText(toDoc).toJSON().includes(token),
    seen,
  );
  const elapsed = performance.now() - began;
  await acked;
  return elapsed;
}

describeWithPostgresAndRedis('failover between two instances on PostgreSQL + Redis', () => {
  let backend: ProvisionedBackend | undefined;
  let first: CrashableServer | undefined;
  let second: TestServer | undefined;
  let witness: TestServer | undefined;
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.stop();
    await second?.stop();
    await witness?.stop();
    await backend?.release();
  });

  it('CON-23 / an edit crosses between instances in under a second; the first is killed (SIGKILL), its client reconnects to the second and loses nothing', async () => {
    backend = await provisionBackend('postgres');
    // The tokens below are written faster than a person types; the per-connection limit is not what is tested.
    const env = { ...backend.env, QUIRE_WS_UPDATES_PER_SECOND: '1000' };
    // One after the other: both migrate the same database at start.
    second = await startTestServer({ env });
    expect(second.server.bus.kind).toBe('redis');
    first = await startCrashableServer(env);

    const world = await pageTreeWorld(second);
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Failover');
    const page = { workspaceId: world.workspaceId, objectId };
    const ownerToken = world.ctx.users.Owner.authorization;

    const onFirst = await TestSocket.signedIn(first.apiUrl, ownerToken);
    sockets.push(onFirst);
    const onSecond = await TestSocket.signedIn(second.apiUrl, world.ctx.users.Member.authorization);
    sockets.push(onSecond);
    const firstDoc = await onFirst.syncCollab(page);
    const secondDoc = await onSecond.syncCollab(page);

    // (1) Crossing time, both ways, a few times each: every one under a second.
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      times.push(await crossing(onFirst, onSecond, page, `<f${i}>`));
      times.push(await crossing(onSecond, onFirst, page, `<s${i}>`));
    }
    console.log(`failover: crossing times (ms) ${times.map((ms) => ms.toFixed(1)).join(', ')}`);
    for (const ms of times) expect(ms).toBeLessThan(1000);

    // (2) The first's client writes and sees each write acknowledged; the process is killed right after the last
    // ack, without waiting for anything to reach the second instance.
    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const token = `[a${i}]`;
      await append(onFirst, page, token);
      acknowledged.push(token);
    }
    await first.crash();
    // The kernel closes the dead process's connections: the client sees its socket drop.
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      onFirst.closed,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, 5000, undefined);
      }),
    ]);
    clearTimeout(timer);
    expect(closed).toBeDefined();

    // Written on the second while the first's client is away.
    const meanwhile = ['{m0}', '{m1}'];
    for (const token of meanwhile) await append(onSecond, page, token);

    // The store holds every acknowledged update: read through an instance that never held the document in memory.
    witness = await startTestServer({ env });
    const stored = firstText(
      (await storedCollab(witness, ownerToken.replace(/^Bearer /, ''), page)).doc,
    ).toJSON();
    for (const token of [...acknowledged, ...meanwhile]) expect(stored).toContain(token);

    // The first's client comes back on the second with the document it kept: new socket, auth, subscribe, state
    // vectors both ways.
    const back = await TestSocket.signedIn(second.apiUrl, ownerToken);
    sockets.push(back);
    expect(await back.syncCollab(page, firstDoc)).toBe(firstDoc);
    const text = firstText(firstDoc).toJSON();
    for (const token of [...acknowledged, ...meanwhile]) expect(text).toContain(token);

    // Both clients converge: same state vector, same text (the second's client gets anything the returning client
    // had that the server lacked — there should be nothing).
    await until(
      () =>
        Buffer.from(Y.encodeStateVector(firstDoc)).equals(Buffer.from(Y.encodeStateVector(secondDoc))) &&
        firstText(firstDoc).toJSON() === firstText(secondDoc).toJSON(),
      'both clients to converge',
      () => ({ back: firstText(firstDoc).toJSON(), second: firstText(secondDoc).toJSON() }),
      5000,
    );
    expect(firstText(secondDoc).toJSON()).toBe(stored);

    // And an edit after the reconnect crosses again.
    expect(await crossing(back, onSecond, page, '(after)')).toBeLessThan(1000);
  }, 90_000);
});
