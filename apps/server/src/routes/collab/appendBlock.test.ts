// `POST …/page-view/{id}/append-block`: AppFlowy's JSON blocks added at the end of a stored document, through
// the block model, stored as one update like a client's; bounded, and refused whole when any part is wrong.
import { documentTree, type BlockNode } from '@quire/shared/collab';
import type { CollabState } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';

async function tree(world: PageTreeWorld, page: string): Promise<BlockNode> {
  const state = await world.ok<CollabState>('Owner', 'GET', `/api/workspace/v1/{ws}/collab/${page}`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  return documentTree(doc);
}

const append = (world: PageTreeWorld, page: string, blocks: unknown, role: 'Owner' | 'Guest' = 'Owner') =>
  world.call(role, 'POST', `/api/workspace/{ws}/page-view/${page}/append-block`, { blocks });

describe.each(backends)('append-block on $name', ({ name }) => {
  const current = useTestServer(name);

  it('appends blocks with text, marks and children after the existing ones', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Notes');
    const answer = await append(world, page, [
      { type: 'heading', data: { level: 2, delta: [{ insert: 'Title' }] } },
      {
        type: 'bulleted_list',
        delta: [{ insert: 'bold', attributes: { bold: true } }, { insert: ' plain' }],
        children: [{ type: 'todo_list', data: { checked: true }, delta: [{ insert: 'done' }] }],
      },
    ]);
    expect(answer.code).toBe(0);
    const root = await tree(world, page);
    // The empty paragraph every new document has stays first.
    expect(root.children.map((block) => block.ty)).toEqual(['paragraph', 'heading', 'bulleted_list']);
    const [, heading, list] = root.children;
    expect(heading).toMatchObject({ data: { level: 2 }, text: [{ insert: 'Title' }] });
    expect(heading?.data).not.toHaveProperty('delta');
    expect(list?.text).toEqual([{ insert: 'bold', attributes: { bold: true } }, { insert: ' plain' }]);
    expect(list?.children[0]).toMatchObject({
      ty: 'todo_list',
      data: { checked: true },
      text: [{ insert: 'done' }],
    });
    const state = await world.ok<CollabState>('Owner', 'GET', `/api/workspace/v1/{ws}/collab/${page}`);
    expect(state.version).toBe(1);
  });

  it('refuses, storing nothing: a guest, a grid page, too many blocks, too deep, a malformed type', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Target');
    const grid = await world.createPage('Owner', general.view_id, 'Grid', 1);
    const before = await tree(world, page);
    const paragraph = { type: 'paragraph', delta: [{ insert: 'x' }] };
    expect((await append(world, page, [paragraph], 'Guest')).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await append(world, grid, [paragraph])).code).toBe(ErrorCode.InvalidRequest);
    const many = Array.from({ length: 600 }, () => ({ ...paragraph, children: [paragraph] }));
    expect((await append(world, page, many)).code).toBe(ErrorCode.InvalidRequest);
    let deep: Record<string, unknown> = { ...paragraph };
    for (let level = 0; level < 11; level += 1) deep = { ...paragraph, children: [deep] };
    expect((await append(world, page, [deep])).code).toBe(ErrorCode.InvalidRequest);
    expect((await append(world, page, [{ type: '<script>' }])).code).toBe(ErrorCode.InvalidRequest);
    expect((await append(world, page, [])).code).toBe(ErrorCode.InvalidRequest);
    expect(await tree(world, page)).toEqual(before);
  });
});
