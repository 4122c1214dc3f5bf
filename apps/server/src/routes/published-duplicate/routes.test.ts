// POST /api/workspace/{id}/published-duplicate: a signed-in visitor copies a published page and its published
// sub-pages into their own workspace — from the published copy, never the live page or anything unpublished.
import type { PublishInfo, WorkspaceEvent } from '@quire/shared/contract';
import { subscribeWorkspaceEvents } from '../../realtime/workspaceEvents.js';
import {
  addBlocks,
  allBlocks,
  destinationOf,
  documentOf,
  duplicateInto,
  folderIds,
  mentionTargets,
  textOf,
} from '../../../test/duplicate.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi } from '../../../test/matrix/context.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';

/** A published page "Guide" with a published sub-page and an unpublished one, mentioned and embedded. */
async function guide(world: PublishWorld) {
  const top = await world.createPage('Owner', world.general.view_id, 'Guide');
  const shared = await world.createPage('Owner', top, 'Shared chapter');
  const secret = await world.createPage('Owner', top, 'Secret draft');
  await world.type(secret, 'SECRET-TEXT');
  await world.type(shared, 'chapter text');
  await world.type(top, 'Welcome to the guide');
  await addBlocks(world, top, [{ mention: shared }, { mention: secret }, { subPage: shared }]);
  await world.publish(top, { update_live: false });
  await world.publish(shared, { update_live: false });
  return { top, shared, secret };
}

describe.each(backends)('published-duplicate on $name', ({ name }) => {
  const current = useTestServer(name);
  const setUp = async () => {
    const world = await publishWorld(current());
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    return { world, dest };
  };

  it('API-PUB-14 / PRM-04 / copies the published page and its published sub-page into the visitor’s space, re-pointed', async () => {
    const { world, dest } = await setUp();
    const { top, shared, secret } = await guide(world);
    // Edited after publishing with update live off: the public never saw it, the copy must not have it.
    await world.type(top, ' LIVE-ONLY');

    const answer = await dest.duplicate({ published_view_id: top, dest_view_id: dest.general });
    expect(answer).toMatchObject({ status: 200, code: 0, data: { database_mappings: {} } });
    const copyId = answer.data?.view_id ?? '';

    const folder = await dest.folder();
    const space = folder.children.find((child) => child.view_id === dest.general);
    const copy = space?.children.find((child) => child.view_id === copyId);
    expect(copy?.name).toBe('Guide');
    expect(copy?.children.map((child) => child.name)).toEqual(['Shared chapter']);
    const chapterCopy = copy?.children[0]?.view_id ?? '';
    expect([top, shared, secret].some((id) => folderIds(folder).includes(id))).toBe(false);

    const document = await documentOf(world.apiUrl, dest.authorization, dest.workspaceId, copyId);
    expect(textOf(document)).toContain('Welcome to the guide');
    expect(textOf(document)).not.toContain('LIVE-ONLY');
    // The mention of the copied chapter points at its copy; the one of the unpublished page is left alone.
    expect(mentionTargets(document)).toEqual([chapterCopy, secret]);
    const subPage = allBlocks(document).find((block) => block.ty === 'sub_page');
    expect(subPage?.data.view_id).toBe(chapterCopy);
    const chapter = await documentOf(world.apiUrl, dest.authorization, dest.workspaceId, chapterCopy);
    expect(textOf(chapter)).toContain('chapter text');

    // The source is untouched.
    const source = await documentOf(
      world.apiUrl,
      world.ctx.users.Owner.authorization,
      world.workspaceId,
      top,
    );
    expect(mentionTargets(source)).toEqual([shared, secret]);
  });

  it('API-PUB-14 / mentions of pages outside the copied set keep the original id; nothing of an unpublished page is copied or named', async () => {
    const { world, dest } = await setUp();
    const { top, shared, secret } = await guide(world);
    // A published page outside the copied set (a sibling of the copied page), mentioned too.
    const elsewhere = await world.createPage('Owner', world.general.view_id, 'Elsewhere page');
    await world.publish(elsewhere, { publish_name: 'elsewhere' });
    await addBlocks(world, top, [{ mention: elsewhere }, { subPage: secret }]);
    await world.publish(top, { update_live: false });

    const answer = await dest.duplicate({ published_view_id: top, dest_view_id: dest.general });
    const copyId = answer.data?.view_id ?? '';
    const folder = await dest.folder();
    const chapterCopy = folder.children
      .find((child) => child.view_id === dest.general)
      ?.children.find((child) => child.view_id === copyId)?.children[0]?.view_id;
    const document = await documentOf(world.apiUrl, dest.authorization, dest.workspaceId, copyId);
    // As AppFlowy: inside the set re-pointed, outside it (unpublished or published) the original id.
    expect(mentionTargets(document)).toEqual([chapterCopy, secret, elsewhere]);
    expect(
      allBlocks(document)
        .filter((block) => block.ty === 'sub_page')
        .map((block) => block.data.view_id),
    ).toEqual([chapterCopy, secret]);
    // The copy's state holds the ids only: no title or text of the pages it did not copy.
    const state = await current()
      .server.database.db.selectFrom('collabs')
      .select('doc_state')
      .where('object_id', '=', copyId)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(state.doc_state as Uint8Array).toString('latin1');
    for (const word of ['Secret draft', 'SECRET-TEXT', 'Elsewhere page']) expect(bytes).not.toContain(word);
    // The copier cannot open the pages those ids name through their workspace.
    for (const id of [secret, elsewhere]) {
      const read = await callApi(world.apiUrl, 'GET', `/api/workspace/${dest.workspaceId}/page-view/${id}`, {
        authorization: dest.authorization,
      });
      expect(read.code).not.toBe(0);
      expect(JSON.stringify(read)).not.toMatch(/Secret draft|Elsewhere page/);
    }
    // The source keeps its own.
    expect(folderIds(await world.folder('Owner'))).toEqual(expect.arrayContaining([top, shared, secret]));
  });

  it('API-PUB-14 / API-PUB-02 / a copy under a page published with sub-pages is published with it, as a new page there would be', async () => {
    const world = await publishWorld(current());
    const { top } = await guide(world);
    const parent = await world.createPage('Owner', world.general.view_id, 'Collected');
    await world.publish(parent, { publish_name: 'collected', with_sub_pages: true, comments_enabled: false });
    const owner = world.ctx.users.Owner.authorization;
    const answer = await duplicateInto(world.apiUrl, owner, world.workspaceId, {
      published_view_id: top,
      dest_view_id: parent,
    });
    expect(answer.code).toBe(0);
    const copyId = answer.data?.view_id ?? '';
    const list = await world.ok<{ info: PublishInfo }[]>(
      'Owner',
      'GET',
      '/api/workspace/{ws}/published-info',
    );
    const info = (id: string) => list.find((entry) => entry.info.view_id === id)?.info;
    // The parent's settings, under a default name, like a page made there (its copied sub-page follows).
    expect(info(copyId)).toMatchObject({ with_sub_pages: true, comments_enabled: false });
    const made = await world.createPage('Owner', parent, 'Made there');
    const {
      publish_name: _copyName,
      view_id: _copyId,
      publish_timestamp: _copyAt,
      ...copySettings
    } = info(copyId) ?? ({} as PublishInfo);
    const after = await world.ok<{ info: PublishInfo }[]>(
      'Owner',
      'GET',
      '/api/workspace/{ws}/published-info',
    );
    const madeInfo = after.find((entry) => entry.info.view_id === made)?.info;
    const {
      publish_name: _madeName,
      view_id: _madeId,
      publish_timestamp: _madeAt,
      ...madeSettings
    } = madeInfo ?? ({} as PublishInfo);
    expect(copySettings).toEqual(madeSettings);
    const folder = await world.folder('Owner');
    const copy = folder.children
      .find((child) => child.view_id === world.general.view_id)
      ?.children.find((child) => child.view_id === parent)
      ?.children.find((child) => child.view_id === copyId);
    const chapterCopy = copy?.children[0]?.view_id ?? '';
    expect(info(chapterCopy)).toMatchObject({ with_sub_pages: true });
    // The public reads the copy and its sub-page under their names.
    for (const id of [copyId, chapterCopy]) {
      const meta = await world.anon(
        `/api/workspace/v1/published/${world.workspaceId}/${await world.nameOf(id)}`,
      );
      expect(meta.code).toBe(0);
    }
    // Under a page published without sub-pages (or not published), the copy stays private.
    const plain = await world.createPage('Owner', world.general.view_id, 'Plain');
    await world.publish(plain, { publish_name: 'plain' });
    const privateCopy = await duplicateInto(world.apiUrl, owner, world.workspaceId, {
      published_view_id: top,
      dest_view_id: plain,
    });
    expect(privateCopy.code).toBe(0);
    const last = await world.ok<{ info: PublishInfo }[]>(
      'Owner',
      'GET',
      '/api/workspace/{ws}/published-info',
    );
    expect(last.some((entry) => entry.info.view_id === privateCopy.data?.view_id)).toBe(false);
  });

  it('announces folder-changed to the destination workspace so sidebars reload', async () => {
    const { world, dest } = await setUp();
    const { top } = await guide(world);
    const events: WorkspaceEvent[] = [];
    const unsubscribe = await subscribeWorkspaceEvents(current().server.bus, dest.workspaceId, (event) =>
      events.push(event),
    );
    try {
      expect((await dest.duplicate({ published_view_id: top, dest_view_id: dest.general })).code).toBe(0);
      for (let tries = 0; tries < 100 && events.length === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(events).toContainEqual({ type: 'folder-changed' });
    } finally {
      await unsubscribe();
    }
  });

  it('a published grid is copied as a new database: database_mappings names it with the copy’s view', async () => {
    const { world, dest } = await setUp();
    const grid = await world.createPage('Owner', world.general.view_id, 'Birds', 1);
    await world.publish(grid);
    const answer = await dest.duplicate({ published_view_id: grid, dest_view_id: dest.general });
    expect(answer.code).toBe(0);
    const copyId = answer.data?.view_id ?? '';
    const mappings = Object.entries(answer.data?.database_mappings ?? {});
    expect(mappings).toEqual([[expect.any(String), [copyId]]]);
    const [databaseId] = mappings[0] ?? [];
    const read = await current()
      .server.database.db.selectFrom('collabs')
      .select(['object_id', 'workspace_id', 'collab_type'])
      .where('object_id', '=', databaseId ?? '')
      .executeTakeFirst();
    expect(read).toEqual({ object_id: databaseId, workspace_id: dest.workspaceId, collab_type: 1 });
  });

  it('a page under another page: the copy goes under the chosen page, last', async () => {
    const { world, dest } = await setUp();
    const { top } = await guide(world);
    const first = await dest.duplicate({ published_view_id: top, dest_view_id: dest.general });
    const firstId = first.data?.view_id ?? '';
    const second = await dest.duplicate({ published_view_id: top, dest_view_id: firstId });
    expect(second.code).toBe(0);
    const copy = (await dest.folder()).children
      .find((child) => child.view_id === dest.general)
      ?.children.find((child) => child.view_id === firstId);
    expect(copy?.children.map((child) => child.view_id)).toEqual([expect.any(String), second.data?.view_id]);
  });
});
