// GET /{namespace}/{publishName}: the shell's index.html with the published page already drawn in it — head tags,
// content, links that work without JavaScript — and nothing at all of a page the public may not read.
import { parseHydrationData } from '@quire/shared/render';
import { backends } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import {
  appendBlock,
  appendInserts,
  browse,
  markupOf,
  publicUrl,
  usePublishedPagesServer,
} from '../../../test/publishedPages.js';

describe.each(backends)('server-rendered published pages on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('a published page: title, description, Open Graph and Twitter tags, canonical, the content in the shell', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Field notes');
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${page}`, {
      extra: { cover: { type: 'built_in', value: '3' } },
    });
    await world.type(page, 'Herons nest in the reeds along the northern shore every spring.');
    await world.publish(page, { publish_name: 'field-notes' });
    const { status, headers, html } = await browse(world.apiUrl, `/${world.workspaceId}/field-notes`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    const url = `${publicUrl}/${world.workspaceId}/field-notes`;
    const description = 'Herons nest in the reeds along the northern shore every spring.';
    expect(html).toContain('<title>Field notes</title>');
    expect(html).not.toContain('<title>Quire</title>');
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="Field notes">');
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/covers/m_cover_image_3.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Field notes">');
    expect(html).not.toContain('noindex');
    // The shell still owns the route: its script loads as before; the content sits right after its root
    // element (which the shell clears when it first renders), the document in the node the remote hydrates.
    expect(html).toContain('<script defer src=/main.0a1b2c3d.js></script>');
    expect(html).toMatch(
      new RegExp(
        `<div id="root"></div><div class="quire-frame" data-layout="desktop" id="quire-published" data-view-id="${page}">`,
      ),
    );
    expect(html).toContain('<div id="quire-document-root"><div class="quire-document"');
    expect(html).toContain('<h1 class="quire-page-title"><span>Field notes</span></h1>');
    expect(html).toContain(`>${description}</`);
    expect(html).toContain('class="quire-document"');
    expect(html).toMatch(/<style>[^<]*\.quire-document/);
    // Long pages: blocks far from the viewport are skipped by layout, yet all in the DOM.
    expect(html).toContain('.quire-document>.quire-block{content-visibility:auto');
    expect(html).toContain('class="quire-page-cover"');
    expect(html).toContain('background-image:url(&quot;/covers/m_cover_image_3.png&quot;)');
  });

  it('ENT-39 / the page carries what the publish remote hydrates with: the API’s meta, the tree, the link table the renderer used', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Hydrated');
    const guide = await world.createPage('Owner', world.general.view_id, 'Guide');
    const draft = await world.createPage('Owner', world.general.view_id, 'Secret draft');
    const mention = (id: string) => ({ insert: '$', attributes: { mention: { type: 'page', page_id: id } } });
    await appendInserts(world, page, [
      { insert: '</script><script>alert(1)</script>' },
      mention(guide),
      mention(draft),
    ]);
    await world.publish(page, { publish_name: 'hydrated' });
    await world.publish(guide, { publish_name: 'guide' });
    const { html } = await browse(world.apiUrl, `/${world.workspaceId}/hydrated`);
    const script = /<script type="application\/json" id="quire-hydration">([^<]*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(html.match(/<script>alert/g)).toBeNull();
    const data = parseHydrationData(script![1]!);
    expect(data).toMatchObject({ format: 1, namespace: world.workspaceId, publishName: 'hydrated' });
    const meta = await world.anon(`/api/workspace/v1/published/${world.workspaceId}/hydrated`);
    // The API's meta less the pages' last edit, which does not move the generation the answer is kept under.
    const withoutLastEdit = (view: Record<string, unknown>) => {
      const { last_edited_by: _by, last_edited_time: time, ...kept } = view;
      expect(typeof time).toBe('number');
      return kept;
    };
    const api = meta.data as Record<'view' | 'child_views' | 'ancestor_views', unknown>;
    const views = (list: unknown) => (list as Record<string, unknown>[]).map(withoutLastEdit);
    expect(data!.meta).toEqual({
      view: withoutLastEdit(api.view as Record<string, unknown>),
      child_views: views(api.child_views),
      ancestor_views: views(api.ancestor_views),
    });
    expect(JSON.stringify(data!.meta)).not.toContain('last_edited');
    expect(data!.views).toEqual({
      [guide]: { path: `/${world.workspaceId}/guide`, name: 'Guide' },
      [draft]: {},
    });
    expect(script![1]).not.toContain('Secret draft');
    expect(JSON.stringify(data!.tree)).toContain('</script><script>alert(1)</script>');
    // The same version is what the copy is cached under; a new edit is a new version.
    const version = data!.copyVersion;
    await world.type(page, 'more');
    const again = parseHydrationData(
      /id="quire-hydration">([^<]*)</.exec(
        (await browse(world.apiUrl, `/${world.workspaceId}/hydrated`)).html,
      )![1]!,
    );
    expect(again!.copyVersion).not.toBe(version);
  });

  it('links to published pages are plain addresses (content and outline); unpublished and protected ones show no name', async () => {
    const world = await publishWorld(current());
    const home = await world.createPage('Owner', world.general.view_id, 'Home');
    const guide = await world.createPage('Owner', world.general.view_id, 'Public guide');
    const draft = await world.createPage('Owner', world.general.view_id, 'Secret draft');
    const locked = await world.createPage('Owner', world.general.view_id, 'Locked diary');
    const mention = (id: string) => ({ insert: '$', attributes: { mention: { type: 'page', page_id: id } } });
    await appendInserts(world, home, [
      { insert: 'See ' },
      mention(guide),
      { insert: ' and ' },
      mention(draft),
      mention(locked),
    ]);
    await world.publish(home, { publish_name: 'home' });
    await world.publish(guide, { publish_name: 'guide' });
    await world.publish(locked, { publish_name: 'locked', password: 'hunter2' });
    const { html } = await browse(world.apiUrl, `/${world.workspaceId}/home`);
    const guideHref = `href="/${world.workspaceId}/guide"`;
    expect(html.match(new RegExp(guideHref, 'g'))?.length).toBe(2); // the mention and the outline
    expect(html).toContain('Public guide');
    expect(html).toContain(`href="/${world.workspaceId}/home" aria-current="page"`);
    expect(html).not.toContain('Secret draft');
    expect(html).not.toContain('Locked diary');
    expect(html).not.toContain('/locked"');
    // A Unicode publish name is one encoded path segment and still opens.
    const unicode = await world.createPage('Owner', world.general.view_id, 'Café');
    await world.publish(unicode, { publish_name: 'café-notes' });
    const opened = await browse(world.apiUrl, `/${world.workspaceId}/${encodeURIComponent('café-notes')}`);
    expect(opened.html).toContain('<title>Café</title>');
  });

  it('images are plain <img> elements (they load without JavaScript); an unsafe source is left out', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Pictures');
    await appendBlock(world, page, { ty: 'image', data: { url: 'https://img.example.com/heron.png' } });
    await appendBlock(world, page, { ty: 'image', data: { url: 'javascript:alert(1)' } });
    await world.publish(page, { publish_name: 'pictures' });
    const html = markupOf((await browse(world.apiUrl, `/${world.workspaceId}/pictures`)).html);
    expect(html).toMatch(/<img[^>]*src="https:\/\/img\.example\.com\/heron\.png"/);
    expect(html).not.toContain('javascript:');
  });

  it('indexing off: the page renders with noindex', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Unlisted');
    await world.type(page, 'Readable but not indexed');
    await world.publish(page, { publish_name: 'unlisted', indexing: false });
    const { html } = await browse(world.apiUrl, `/${world.workspaceId}/unlisted`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Readable but not indexed');
  });

  it('never published, unpublished, protected, expired, trashed or in a private space: the bare shell with noindex', async () => {
    const world = await publishWorld(current());
    const make = async (title: string, publishName: string, settings: Record<string, unknown> = {}) => {
      const id = await world.createPage('Owner', world.general.view_id, title);
      await world.type(id, `Words of ${title}`);
      await world.publish(id, { publish_name: publishName, ...settings });
      return id;
    };
    await make('Protected title', 'protected', { password: 'hunter2' });
    const expiring = await make('Expired title', 'expired');
    const gone = await make('Unpublished title', 'unpublished');
    const trashed = await make('Trashed title', 'trashed');
    const space = await world.ok<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
      space_permission: 0,
      name: 'Soon private',
      space_icon: 'space_icon_1',
      space_icon_color: '',
    });
    const hidden = await world.createPage('Owner', space.view_id, 'Private title');
    await world.type(hidden, 'Words of Private title');
    await world.publish(hidden, { publish_name: 'private' });
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/space/' + space.view_id, { space_permission: 1 });
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: expiring, expires_at: new Date(Date.now() - 60_000).toISOString() },
    ]);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${gone}/unpublish`);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    const never = await world.createPage('Owner', world.general.view_id, 'Never title');
    for (const [publishName, title] of [
      ['protected', 'Protected title'],
      ['expired', 'Expired title'],
      ['unpublished', 'Unpublished title'],
      ['trashed', 'Trashed title'],
      ['private', 'Private title'],
      [`Never-${never}`, 'Never title'],
      ['no-such-page', 'nothing'],
    ] as const) {
      for (const headers of [{}, { 'x-publish-password': 'hunter2' }] as Record<string, string>[]) {
        const response = await fetch(`${world.apiUrl}/${world.workspaceId}/${publishName}`, {
          headers: { accept: 'text/html', ...headers },
        });
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(html).toContain('<title>Quire</title>');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain('<div id=root></div>');
        expect(html).not.toContain(title);
        expect(html).not.toContain('quire-published');
      }
    }
    expect((await browse(world.apiUrl, '/no-such-namespace/page')).html).toContain('noindex');
  });

  it('the app’s own routes are not looked up as published pages', async () => {
    const { html } = await browse(current().apiUrl, '/app/some-page');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<div id=root></div>');
  });
});
