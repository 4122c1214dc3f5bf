// AppFlowy's batch publish (`POST /api/workspace/{id}/publish`, reference §3.6): framed metas and data; the
// pages' own content is published, never the data sent; malformed bodies and bad names publish nothing.
import { ErrorCode } from '@quire/shared/errors';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishFrames, publishWorld, publishedText, type PublishWorld } from '../../../test/publish.js';

async function post(world: PublishWorld, body: Buffer, role: 'Owner' | 'Guest' = 'Owner') {
  const response = await fetch(`${world.apiUrl}/api/workspace/${world.workspaceId}/publish`, {
    method: 'POST',
    headers: {
      authorization: world.ctx.users[role].authorization,
      'content-type': 'application/octet-stream',
    },
    body,
  });
  return { status: response.status, ...((await response.json()) as { code: number; message: string }) };
}

describe.each(backends)('batch publish on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-PUB-02: pages are published with their own content, whatever data the body carries', async () => {
    const world = await publishWorld(current());
    const first = await world.createPage('Owner', world.general.view_id, 'First');
    const second = await world.createPage('Owner', world.general.view_id, 'Second');
    await world.type(first, 'server content');
    const forged = new Y.Doc();
    const body = publishFrames(
      [
        {
          view_id: first,
          publish_name: 'first',
          metadata: { view: {}, child_views: [], ancestor_views: [] },
        },
        { view_id: second.toUpperCase() },
      ],
      Y.encodeStateAsUpdate(forged),
    );
    expect(await post(world, body)).toMatchObject({ status: 200, code: 0 });
    const { bytes } = await world.blob(`/api/workspace/published/${world.workspaceId}/first/blob`);
    expect(publishedText(bytes ?? new Uint8Array())).toBe('server content');
    expect(await world.nameOf(second)).toBe(`Second-${second}`);
  });

  it.each([
    ['no end mark', (frames: Buffer) => frames.subarray(0, frames.length - 4)],
    ['bytes after the end mark', (frames: Buffer) => Buffer.concat([frames, Buffer.from([9])])],
    ['a meta length past the end', () => Buffer.from([255, 255, 0, 0, 1, 2])],
    ['a meta that is not JSON', () => Buffer.from([3, 0, 0, 0, 0x7b, 0x7b, 0x7b, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['an empty body', () => Buffer.alloc(0)],
  ])('a malformed body (%s) is 1008 and publishes nothing', async (_case, breakIt) => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Page');
    const answer = await post(world, breakIt(publishFrames([{ view_id: page, publish_name: 'page' }])));
    expect(answer.code).toBe(ErrorCode.InvalidRequest);
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
  });

  it('a bad name anywhere in the batch publishes nothing; a guest publishes nothing; a huge body is 413', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Page');
    const other = await world.createPage('Owner', world.general.view_id, 'Other');
    const badName = publishFrames([
      { view_id: page, publish_name: 'fine' },
      { view_id: other, publish_name: 'not fine' },
    ]);
    expect((await post(world, badName)).code).toBe(ErrorCode.PublishNameInvalidCharacter);
    expect((await post(world, publishFrames([{ view_id: page }]), 'Guest')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    const huge = publishFrames([{ view_id: page }], new Uint8Array(17 * 1024 * 1024));
    expect((await post(world, huge)).status).toBe(413);
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
  });
});
