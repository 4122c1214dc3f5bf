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
