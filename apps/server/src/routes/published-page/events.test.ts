// Live updates for readers of a published page: a read-only stream of server-sent events saying which version
// of the published copy is current, anonymous through the view policy, bounded per client address.
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';

interface Stream {
  status: number;
  contentType: string | null;
  /** Every event so far, as `name:data`. */
  events: string[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** The JSON envelope, when the server refused instead of streaming. */
  envelope?: { code: number; message: string };
  close: () => void;
}

const streams: Stream[] = [];

async function follow(world: PublishWorld, publishName: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(
    `${world.apiUrl}/api/workspace/published/${world.workspaceId}/${publishName}/events`,
    { headers, signal: abort.signal },
  );
  const stream: Stream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: [],
    ended: Promise.resolve(),
    close: () => {
      abort.abort();
    },
  };
  if (stream.contentType?.includes('json') === true) {
    stream.envelope = (await response.json()) as Stream['envelope'];
    return stream;
  }
  streams.push(stream);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name !== undefined) stream.events.push(`${name}:${data ?? ''}`);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  return stream;
}

/** Polls (the copy is read every second) until `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('live updates of published pages on $name', ({ name }) => {
  const current = useTestServer(name);
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('issue 11 live / the current version at once, a new one after an accepted edit, `gone` when unpublished and the stream ends', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Live');
    await world.publish(page, { publish_name: 'live' });
    const stream = await follow(world, 'live');
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await until(() => stream.events.length === 1);
    expect(stream.events[0]).toMatch(/^version:\d+:/);
    await world.type(page, 'typed live');
    await until(() => stream.events.length === 2);
    expect(stream.events[1]).toMatch(/^version:/);
    expect(stream.events[1]).not.toBe(stream.events[0]);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/unpublish`);
    await until(() => stream.events.at(-1) === 'gone:');
    await stream.ended;
  });

  it('issue 11 live, API-PUB-10 / a protected page: refused without its password, followed with it in the header', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Locked');
    await world.publish(page, { publish_name: 'locked', password: 'hunter2' });
    const refused = await follow(world, 'locked');
    expect(refused.envelope?.code).toBe(ErrorCode.InvalidPassword);
    const wrong = await follow(world, 'locked', { 'x-publish-password': 'nope' });
    expect(wrong.envelope?.code).toBe(ErrorCode.InvalidPassword);
    const opened = await follow(world, 'locked', { 'x-publish-password': 'hunter2' });
    await until(() => opened.events.length === 1);
    // A new password ends the streams opened with the old one.
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, password: 'other' }]);
    await until(() => opened.events.at(-1) === 'gone:');
  });

  it('issue 11 live / never published, trashed or expired: nothing to follow', async () => {
    const world = await publishWorld(current());
    expect((await follow(world, 'no-such-page')).envelope?.code).toBe(ErrorCode.RecordNotFound);
    const page = await world.createPage('Owner', world.general.view_id, 'Expiring');
    await world.publish(page, { publish_name: 'expiring' });
    const stream = await follow(world, 'expiring');
    await until(() => stream.events.length === 1);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    // The policy is asked again every 10 reads (10 s): a trashed page is gone within that.
    await until(() => stream.events.at(-1) === 'gone:', 15_000);
    expect((await follow(world, 'expiring')).envelope?.code).toBe(ErrorCode.RecordNotFound);
  }, 30_000);

  it('issue 11 live / at most 8 open streams per client address; a closed one frees its place', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Busy');
    await world.publish(page, { publish_name: 'busy' });
    const open: Stream[] = [];
    for (let i = 0; i < 8; i += 1) open.push(await follow(world, 'busy'));
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await follow(world, 'busy');
    expect(refused.envelope?.code).toBe(ErrorCode.TooManyRequests);
    open[0]!.close();
    // The server sees the close a moment later; until then the ninth is still refused.
    let again = await follow(world, 'busy');
    const deadline = Date.now() + 5_000;
    while (again.envelope !== undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await follow(world, 'busy');
    }
    expect(again.status).toBe(200);
    expect(again.envelope).toBeUndefined();
  });
});
