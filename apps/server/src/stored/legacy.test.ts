import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';

// Rows written before the stored formats were versioned (bare JSON, no doc_format) still read through the API.
describe.each(backends)('stored formats of earlier releases on $name', ({ name }) => {
  const current = useTestServer(name);

  it('an unversioned page extra, icon and user metadata read as before; the next write versions them', async () => {
    const world = await pageTreeWorld(current());
    const { db } = current().server.database;
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Old page');
    await db
      .updateTable('views')
      .set({
        extra: '{"cover":{"type":"color","value":"#ffcc00"},"font":"serif"}',
        icon: '{"ty":0,"value":"📄"}',
      })
      .where('view_id', '=', page)
      .execute();
    await db
      .updateTable('users')
      .set({ metadata: '{"icon_url":"https://a.test/me.png"}' })
      .where('uuid', '=', world.ctx.users.Owner.user.uuid)
      .execute();

    const view = await world.folder('Owner', `?root_view_id=${page}`);
    expect(view.extra).toEqual({
      is_space: false,
      cover: { type: 'color', value: '#ffcc00' },
      font: 'serif',
    });
    expect(view.icon).toEqual({ ty: 0, value: '📄' });
    const profile = await world.ok<{ metadata: unknown }>('Owner', 'GET', '/api/user/profile');
    expect(profile.metadata).toEqual({ icon_url: 'https://a.test/me.png' });

    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${page}`, {
      extra: { fontLayout: 'large' },
    });
    const row = await db
      .selectFrom('views')
      .select('extra')
      .where('view_id', '=', page)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.extra)).toEqual({
      $format: 'view.page-extra',
      $version: 1,
      data: { cover: { type: 'color', value: '#ffcc00' }, font: 'serif', fontLayout: 'large' },
    });
  });

  it('collabs are stored as format 1; a collab of an unknown format is refused, not served as Yjs', async () => {
    const world = await pageTreeWorld(current());
    const { db } = current().server.database;
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Page');
    const stored = await db
      .selectFrom('collabs')
      .select('doc_format')
      .where('object_id', '=', page)
      .executeTakeFirstOrThrow();
    expect(stored.doc_format).toBe(1);
    await db.updateTable('collabs').set({ doc_format: 2 }).where('object_id', '=', page).execute();
    const answer = await world.call('Owner', 'GET', `/api/workspace/{ws}/page-view/${page}`);
    expect(answer.code).toBe(ErrorCode.Internal);
  });
});
