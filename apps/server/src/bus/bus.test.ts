import { rm } from 'node:fs/promises';
import {
  makeTempDir,
  startTestServer,
  testRedisUrl,
  uniqueName,
  type TestServer,
} from '../../test/harness.js';
import { createMemoryBus } from './memory.js';
import { createRedisBus } from './redis.js';
import type { EventBus } from './types.js';

/** Collects what a subscription receives and lets a test wait for the next message. */
function inbox() {
  const received: Uint8Array[] = [];
  const waiters: ((payload: Uint8Array) => void)[] = [];
  return {
    received,
    handler: (payload: Uint8Array) => {
      const waiter = waiters.shift();
      if (waiter === undefined) received.push(payload);
      else waiter(payload);
    },
    next: (timeoutMs = 2000) =>
      new Promise<Uint8Array>((resolve, reject) => {
        const queued = received.shift();
        if (queued !== undefined) {
          resolve(queued);
          return;
        }
        const timer = setTimeout(() => {
          reject(new Error('no message arrived'));
        }, timeoutMs);
        waiters.push((payload) => {
          clearTimeout(timer);
          resolve(payload);
        });
      }),
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (payload: Uint8Array) => new TextDecoder().decode(payload);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the in-process bus (REDIS_URL unset)', () => {
  let bus: EventBus;
  const errors: unknown[] = [];
  beforeEach(() => {
    errors.length = 0;
    bus = createMemoryBus((error) => errors.push(error));
  });
  afterEach(() => bus.close());

  it('delivers to every subscriber of the channel, later, as a copy', async () => {
    const first = inbox();
    const second = inbox();
    const other = inbox();
    await bus.subscribe('doc:1', first.handler);
    await bus.subscribe('doc:1', second.handler);
    await bus.subscribe('doc:2', other.handler);
    const payload = bytes('hello');
    await bus.publish('doc:1', payload);
    expect(first.received).toHaveLength(0);
    payload[0] = 0;
    expect(text(await first.next())).toBe('hello');
    expect(text(await second.next())).toBe('hello');
    await settle();
    expect(other.received).toHaveLength(0);
  });

  it('stops delivering after unsubscribe; a throwing handler does not stop the others', async () => {
    const kept = inbox();
    const dropped = inbox();
    await bus.subscribe('c', () => {
      throw new Error('handler bug');
    });
    await bus.subscribe('c', kept.handler);
    const unsubscribe = await bus.subscribe('c', dropped.handler);
    await unsubscribe();
    await bus.publish('c', bytes('x'));
    expect(text(await kept.next())).toBe('x');
    await settle();
    expect(dropped.received).toHaveLength(0);
    expect(errors).toHaveLength(1);
  });
});

describe('the Redis bus', () => {
  it('fails fast when Redis cannot be reached', async () => {
    await expect(
      createRedisBus({ url: 'redis://127.0.0.1:1', prefix: 'x:', onError: () => undefined }),
    ).rejects.toThrow(/Redis at REDIS_URL cannot be reached/);
  });
});

(testRedisUrl === undefined ? describe.skip : describe)('two server instances on the same Redis', () => {
  const prefix = `${uniqueName('quire_bus')}:`;
  const dirs: string[] = [];
  let a: TestServer;
  let b: TestServer;
  let stranger: EventBus;

  const startInstance = async (redisPrefix: string) => {
    const dir = await makeTempDir();
    dirs.push(dir);
    return startTestServer({
      env: { QUIRE_DATA_DIR: dir, REDIS_URL: testRedisUrl, QUIRE_REDIS_PREFIX: redisPrefix },
    });
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([startInstance(prefix), startInstance(prefix)]);
    stranger = await createRedisBus({
      url: testRedisUrl!,
      prefix: `${prefix}other:`,
      onError: () => undefined,
    });
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop(), stranger.close()]);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("each sees the other's messages (bytes intact), the publisher sees its own, other prefixes see none", async () => {
    expect(a.server.bus.kind).toBe('redis');
    const atA = inbox();
    const atB = inbox();
    const atStranger = inbox();
    await a.server.bus.subscribe('collab:doc-1', atA.handler);
    await b.server.bus.subscribe('collab:doc-1', atB.handler);
    await stranger.subscribe('collab:doc-1', atStranger.handler);

    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    await b.server.bus.publish('collab:doc-1', everyByte);
    expect(await atA.next()).toEqual(everyByte);
    expect(await atB.next()).toEqual(everyByte);

    await a.server.bus.publish('collab:doc-1', bytes('from a'));
    expect(text(await atB.next())).toBe('from a');
    expect(text(await atA.next())).toBe('from a');

    await settle();
    expect(atStranger.received).toHaveLength(0);
  });

  it('after unsubscribe an instance receives nothing more on that channel', async () => {
    const atA = inbox();
    const atB = inbox();
    const unsubscribe = await a.server.bus.subscribe('presence:doc-2', atA.handler);
    await b.server.bus.subscribe('presence:doc-2', atB.handler);
    await unsubscribe();
    await b.server.bus.publish('presence:doc-2', bytes('cursor'));
    expect(text(await atB.next())).toBe('cursor');
    await settle();
    expect(atA.received).toHaveLength(0);
  });
});
