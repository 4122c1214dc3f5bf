// Protected published pages: guessing their password is rate-limited per page and per client address (wrong
// guesses count, right ones do not), and the password never reaches a log line.
import { ErrorCode } from '@quire/shared/errors';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';

async function protectedPage(world: PublishWorld, publishName: string, password: string): Promise<string> {
  const page = await world.createPage('Owner', world.general.view_id, publishName);
  await world.publish(page, { publish_name: publishName, password });
  return `/api/workspace/v1/published/${world.workspaceId}/${publishName}`;
}

const guess = (world: PublishWorld, path: string, password: string) =>
  world.anon(path, { 'x-publish-password': password });

describe.each(backends)('password guessing on $name, per page', ({ name }) => {
  const lines: string[] = [];
  const current = useTestServer(name, {
    env: {
      QUIRE_PUBLISH_PASSWORD_RATE_PER_PAGE: '3/15m',
      QUIRE_PUBLISH_PASSWORD_RATE_PER_ADDRESS: '1000/15m',
      QUIRE_LOG_LEVEL: 'debug',
    },
    logStream: { write: (line) => void lines.push(line) },
  });
  useClearOfWindowEdge(900);

  it('three wrong guesses, then every try on that page is refused (even the right one); other pages are not', async () => {
    const world = await publishWorld(current());
    const locked = await protectedPage(world, 'locked', 'right-one');
    const other = await protectedPage(world, 'other', 'right-two');
    // Right passwords are not counted.
    for (let read = 0; read < 5; read++) expect((await guess(world, locked, 'right-one')).code).toBe(0);
    for (const wrong of ['a', 'b', 'c']) {
      expect((await guess(world, locked, wrong)).code).toBe(ErrorCode.InvalidPassword);
    }
    const refused = await guess(world, locked, 'd');
    expect(refused).toMatchObject({ code: ErrorCode.TooManyRequests });
    expect(refused.retry_after_secs).toBeGreaterThan(0);
    expect((await guess(world, locked, 'right-one')).code).toBe(ErrorCode.TooManyRequests);
    expect((await guess(world, other, 'wrong')).code).toBe(ErrorCode.InvalidPassword);
    expect((await guess(world, other, 'right-two')).code).toBe(0);
    // Neither a password given nor the one set is in any log line.
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ['right-one', 'right-two']) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe.each(backends)('password guessing on $name, per address', ({ name }) => {
  const current = useTestServer(name, {
    env: {
      QUIRE_PUBLISH_PASSWORD_RATE_PER_PAGE: '1000/15m',
      QUIRE_PUBLISH_PASSWORD_RATE_PER_ADDRESS: '4/15m',
    },
  });
  useClearOfWindowEdge(900);

  it('guesses spread over pages count against the address', async () => {
    const world = await publishWorld(current());
    const pages = [
      await protectedPage(world, 'one', 'pw-one'),
      await protectedPage(world, 'two', 'pw-two'),
      await protectedPage(world, 'three', 'pw-three'),
    ];
    for (const [index, wrong] of ['w1', 'w2', 'w3', 'w4'].entries()) {
      expect((await guess(world, pages[index % 3] ?? '', wrong)).code).toBe(ErrorCode.InvalidPassword);
    }
    expect((await guess(world, pages[2] ?? '', 'w5')).code).toBe(ErrorCode.TooManyRequests);
    expect((await guess(world, pages[1] ?? '', 'pw-two')).code).toBe(ErrorCode.TooManyRequests);
    // A page without a password needs none, whatever the address did.
    const open = await world.createPage('Owner', world.general.view_id, 'Open');
    await world.publish(open, { publish_name: 'open' });
    expect((await world.anon(`/api/workspace/v1/published/${world.workspaceId}/open`)).code).toBe(0);
  });
});

describe.each(backends)('password guessing on $name, readers under attack', ({ name }) => {
  const current = useTestServer(name, {
    env: {
      QUIRE_PUBLISH_PASSWORD_RATE_PER_PAGE: '50/15m',
      QUIRE_PUBLISH_PASSWORD_RATE_PER_ADDRESS: '10/15m',
      QUIRE_TRUST_PROXY: 'true',
    },
  });
  useClearOfWindowEdge(900);

  const from = (world: PublishWorld, path: string, address: string, password: string) =>
    world.anon(path, { 'x-publish-password': password, 'x-forwarded-for': address });

  it('security 5 / 50+ wrong passwords from one address and from many do not lock out a reader with the right one; the guessers stay refused', async () => {
    const world = await publishWorld(current());
    const page = await protectedPage(world, 'attacked', 'open-sesame');
    // One address guesses 60 times: refused after its own 10, never told whether a guess was right.
    const attacker = '203.0.113.1';
    const answers = [];
    for (let index = 0; index < 60; index++)
      answers.push((await from(world, page, attacker, `wrong-${index}`)).code);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(ErrorCode.InvalidPassword));
    expect(answers.slice(10).every((code) => code === ErrorCode.TooManyRequests)).toBe(true);
    // Eight more addresses, 10 wrong guesses each: the page's own count (50) is over.
    for (let host = 2; host < 10; host++) {
      for (let index = 0; index < 10; index++)
        await from(world, page, `203.0.113.${host}`, `guess-${host}-${index}`);
    }
    // A reader from another address with the right password reads the page.
    const reader = await from(world, page, '198.51.100.7', 'open-sesame');
    expect(reader.code).toBe(0);
    // The guessers stay refused, even with the right password; a guesser whose address was under its own limit
    // but who guessed wrong on a page over its limit is refused too.
    expect((await from(world, page, attacker, 'open-sesame')).code).toBe(ErrorCode.TooManyRequests);
    expect((await from(world, page, attacker, 'another-guess')).code).toBe(ErrorCode.TooManyRequests);
    expect((await from(world, page, '203.0.113.9', 'open-sesame')).code).toBe(ErrorCode.TooManyRequests);
    // A fresh address guessing wrong once is answered, then refused: the page's limit still slows guessing.
    expect((await from(world, page, '198.51.100.8', 'nope')).code).toBe(ErrorCode.TooManyRequests);
    expect((await from(world, page, '198.51.100.8', 'nope-again')).code).toBe(ErrorCode.TooManyRequests);
    // Nothing was lost: the page is still published with its password.
    expect((await from(world, page, '198.51.100.10', 'open-sesame')).code).toBe(0);
    // Every wrong guess is checked against the password hash: slow on purpose.
  }, 120_000);
});
