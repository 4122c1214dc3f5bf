// Failover at random moments (issue 10): two server processes on one PostgreSQL database and one Redis, three
// headless clients typing into one document, two of them homed on the first instance and one on the second. At a
// random moment one instance (chosen at random) gets SIGKILL; its clients reconnect to the other at once and resync
// with the documents they kept, while the others keep typing. Before the killed one is back, every token any client
// saw acknowledged so far is read from the store through it, restarted with nothing in memory. At the end all
// clients converge, to what is stored.
//
//   QUIRE_FAILOVER_CYCLES   crashes (default 6)
//   QUIRE_DURABILITY_SEED   replays a run's random choices (printed with the result)
// Runs only where TEST_DATABASE_URL and TEST_REDIS_URL are set.
import { randomInt } from 'node:crypto';
import * as Y from 'yjs';
import { newDocumentPage, signInByCode, storedCollab } from './durability/account.js';
import { assertDurable, storedState, type StoredState } from './durability/checks.js';
import { randomMoment, seededRandom, until } from './durability/conditions.js';
import { startCrashableServer, type CrashableServer } from './durability/quireProcess.js';
import { Typist } from './durability/typist.js';
import { describeWithPostgresAndRedis, provisionBackend, type ProvisionedBackend } from './harness.js';
import { startSmtpCapture, type SmtpCapture } from './smtp.js';
import type { Address } from './wsClient.js';

const cycles = Number(process.env.QUIRE_FAILOVER_CYCLES ?? '6');
const seed = Number(process.env.QUIRE_DURABILITY_SEED ?? randomInt(2 ** 31));

interface Instance {
  server: CrashableServer;
  up: boolean;
}

describeWithPostgresAndRedis('failover at random moments on PostgreSQL + Redis', () => {
  let smtp: SmtpCapture | undefined;
  let backend: ProvisionedBackend | undefined;
  const instances: Instance[] = [];
  const typists: Typist[] = [];
  afterAll(async () => {
    await Promise.all(typists.map((typist) => typist.stop()));
    for (const instance of instances) await instance.server.stop();
    await backend?.release();
    await smtp?.close();
  });

  it(
    `CON-23 / ${cycles} kills of one of two instances at random moments while three clients type: the killed one's clients go on on the other, nothing acknowledged is lost, all converge`,
    async () => {
      const began = Date.now();
      const random = seededRandom(seed);
      smtp = await startSmtpCapture();
      backend = await provisionBackend('postgres');
      const env = {
        ...backend.env,
        QUIRE_SMTP_URL: smtp.url,
        QUIRE_MAGIC_LINK_RATE_PER_EMAIL: '10/10m',
        QUIRE_MAGIC_LINK_RATE_PER_ADDRESS: '30/10m',
        // The clients type faster than a person; the limit is not what is tested here.
        QUIRE_WS_UPDATES_PER_SECOND: '1000',
      };
      // One after the other: both migrate the same database at start.
      for (let i = 0; i < 2; i += 1) instances.push({ server: await startCrashableServer(env), up: true });
      const [one, two] = instances as [Instance, Instance];

      const email = `failover-${process.pid}-${randomInt(1e9)}@example.com`;
      const tokens: string[] = [];
      for (let i = 0; i < 3; i += 1) tokens.push(await signInByCode(one.server, smtp, email));
      const [reader = ''] = tokens;
      const page = await newDocumentPage(one.server, reader, 'Failover');

      // A client's home instance while it is up, else the other.
      const urlFor = (home: Instance) => () => (home.up ? home : home === one ? two : one).server.apiUrl;
      const homes = [one, one, two];
      ['a', 'b', 'c'].forEach((name, i) => {
        typists.push(
          new Typist({
            name,
            apiUrl: urlFor(homes[i] ?? one),
            token: tokens[i] ?? '',
            address: page,
            random: seededRandom(seed + i + 1),
          }),
        );
      });
      const state = () => ({
        seed,
        up: instances.map((instance) => instance.up),
        typists: typists.map((t) => t.summary()),
      });
      for (const typist of typists) {
        typist.run(() => Promise.resolve());
        typist.startTyping();
      }

      const failovers = { moved: 0 };
      for (let cycle = 1; cycle <= cycles; cycle += 1) {
        const acksBefore = typists.map((t) => t.acks);
        await until(
          () => typists.every((t, i) => t.live && t.acks >= (acksBefore[i] ?? 0) + 3),
          `cycle ${cycle}: every client to be connected and typing`,
          state,
        );
        await randomMoment(random() * 300);
        const victim = random() < 0.5 ? one : two;
        const displaced = typists.filter((t) => t.connected && t.currentUrl === victim.server.apiUrl);
        victim.up = false;
        await victim.server.crash();
        await until(
          () => typists.every((t) => !(t.connected && t.currentUrl === victim.server.apiUrl)),
          `cycle ${cycle}: the killed instance's clients to see it gone`,
          state,
        );
        // Every ack so far came after its commit; the other instance's acks go on, and are checked next time.
        const acknowledged = new Set(typists.flatMap((t) => [...t.acknowledged]));
        const maxAckedVersion = Math.max(...typists.map((t) => t.maxAckedVersion));
        // The displaced clients go on on the other instance before the killed one is back.
        const syncsBefore = displaced.map((t) => t.syncs);
        await until(
          () =>
            displaced.every(
              (t, i) => t.syncs > (syncsBefore[i] ?? 0) && t.currentUrl !== victim.server.apiUrl,
            ),
          `cycle ${cycle}: the displaced clients to resync on the other instance`,
          state,
        );
        failovers.moved += displaced.length;
        await victim.server.restart();
        assertDurable(
          await readStored(victim.server, reader, page),
          acknowledged,
          maxAckedVersion,
          `cycle ${cycle} (seed ${seed})`,
        );
        victim.up = true;
      }
      expect(failovers.moved).toBeGreaterThan(0);
      // Each instance served clients at some point.
      for (const instance of instances) {
        expect(typists.some((t) => (t.sessionsByUrl.get(instance.server.apiUrl) ?? 0) > 0)).toBe(true);
      }

      // They stop typing and settle: every client holds every token, one state, and it is what is stored.
      for (const typist of typists) typist.stopTyping();
      await until(() => typists.every((t) => t.settled), 'every client to settle', state);
      const everyToken = new Set(typists.flatMap((t) => t.typed));
      await until(
        () => typists.every((t) => (t.text()?.match(/<[a-z]\d+>/g)?.length ?? 0) === everyToken.size),
        'every client to hold every token typed',
        state,
      );
      expect(
        new Set(typists.map((t) => Buffer.from(Y.encodeStateVector(t.doc)).toString('base64'))).size,
      ).toBe(1);
      const texts = new Set(typists.map((t) => t.text()));
      expect(texts.size).toBe(1);
      // Read through an instance restarted with nothing in memory.
      one.up = false;
      await one.server.crash();
      await one.server.restart();
      const stored = await readStored(one.server, reader, page);
      expect(stored.tokens.size).toBe(everyToken.size);
      expect(stored.text).toBe([...texts][0]);
      expect(typists.flatMap((t) => t.problems)).toEqual([]);
      console.log(
        `failover at random moments: ${JSON.stringify({
          cycles,
          clientsMoved: failovers.moved,
          acknowledgedChecked: new Set(typists.flatMap((t) => [...t.acknowledged])).size,
          typed: everyToken.size,
          seconds: Math.round((Date.now() - began) / 1000),
          seed,
        })}`,
      );
    },
    120_000 + cycles * 20_000,
  );
});

async function readStored(server: CrashableServer, token: string, page: Address): Promise<StoredState> {
  const { doc, version } = await storedCollab(server, token, page);
  try {
    return storedState(doc, version);
  } finally {
    doc.destroy();
  }
}
