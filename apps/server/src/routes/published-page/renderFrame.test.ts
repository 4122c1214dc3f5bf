// The server's copy of a published page is the publish remote's frame, drawn with the same shared components
// and rules (issue 11: the remote takes the page over without anything moving), and a database's view carries
// what it was rendered with so that the remote hydrates it.
import { parseDatabaseHydration, publishFrameStyles } from '@quire/shared/render';
import { backends } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import { browse, markupOf, usePublishedPagesServer } from '../../../test/publishedPages.js';

describe.each(backends)('the server-rendered frame on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('issue 11 / the top bar, the breadcrumb of the ancestors, the drawer with the page list, the heading', async () => {
    const world = await publishWorld(current());
    const guides = await world.createPage('Owner', world.general.view_id, 'Guides');
    const trail = await world.createPage('Owner', guides, 'Trail guide');
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${trail}`, {
      icon: { ty: 0, value: '🥾' },
      extra: { cover: { type: 'color', value: '#336699' } },
    });
    await world.type(trail, 'Start at the old mill.');
    await world.publish(guides, { publish_name: 'guides' });
    await world.publish(trail, { publish_name: 'trail' });
    const html = markupOf((await browse(world.apiUrl, `/${world.workspaceId}/trail`)).html);
    // The frame's rules and the theme's base rules come with the page, before any script.
    expect(html).toContain(publishFrameStyles);
    expect(html).toMatch(/:root \{[^}]*--quire-background: #FFFFFF;/);
    expect(html).toContain('body {');
    const copy = html.slice(html.indexOf('<div class="quire-frame"'));
    // The drawer, open at its default width, with the page list; the column moved aside for it.
    expect(copy).toMatch(/<aside class="quire-frame-drawer" style="width:268px">/);
    expect(copy).toContain(`<a href="/${world.workspaceId}/trail" aria-current="page">Trail guide</a>`);
    expect(copy).toContain('<div class="quire-frame-column" style="margin-left:268px">');
    // The top bar: the sidebar's button, then the trail from the space down to the page.
    const bar = copy.slice(copy.indexOf('<header class="quire-frame-bar"'), copy.indexOf('</header>'));
    expect(bar).toContain('class="quire-frame-icon-button"');
    const crumbs = [...bar.matchAll(/<li class="quire-crumb">(.*?)<\/li>/g)].map(([, inner]) => inner ?? '');
    expect(crumbs).toHaveLength(3);
    // The space (not a page of its own: plain text), the published parent (a link), the page itself.
    expect(crumbs[0]).toMatch(/^<span class="quire-crumb-label"[^>]*><span>General<\/span><\/span>$/);
    expect(crumbs[1]).toContain(`href="/${world.workspaceId}/guides"`);
    expect(crumbs[1]).toContain('<span>Guides</span>');
    expect(crumbs[2]).toContain('aria-current="page"');
    expect(crumbs[2]).toContain('🥾');
    expect(crumbs[2]).toContain('<span>Trail guide</span>');
    // The content column: the cover, the icon and the title, then the document the remote hydrates.
    const main = copy.slice(copy.indexOf('<main class="quire-frame-content"'));
    expect(main).toMatch(
      /^<main class="quire-frame-content" data-mobile="false"><header><div class="quire-page-cover"/,
    );
    expect(main).toContain('background-color:rgb(51, 102, 153)');
    expect(main).toMatch(
      /<h1 class="quire-page-title"><span class="quire-page-icon"[^>]*>🥾<\/span><span>Trail guide<\/span><\/h1>/,
    );
    expect(main).toMatch(
      /<article class="quire-published-page"><div><div id="quire-document-root">.*Start at the old mill/,
    );
  });

  it("AST-06 / the page's chosen font: its content draws with it, the head links the font service's stylesheet; a bad name is ignored", async () => {
    const world = await publishWorld(current());
    const styled = await world.createPage('Owner', world.general.view_id, 'Styled');
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${styled}`, {
      extra: { font: 'Playfair Display' },
    });
    await world.type(styled, 'In a serif.');
    await world.publish(styled, { publish_name: 'styled' });
    const html = (await browse(world.apiUrl, `/${world.workspaceId}/styled`)).html;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&amp;display=swap" data-quire-font="Playfair Display">',
    );
    expect(markupOf(html)).toMatch(
      /<main class="quire-frame-content" data-mobile="false" data-font="Playfair Display" style="font-family:&quot;Playfair Display&quot;, serif;--quire-font-family:&quot;Playfair Display&quot;, serif">/,
    );

    const hostile = await world.createPage('Owner', world.general.view_id, 'Hostile');
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${hostile}`, {
      extra: { font: 'x"><script>alert(1)</script>' },
    });
    await world.publish(hostile, { publish_name: 'hostile' });
    const plain = (await browse(world.apiUrl, `/${world.workspaceId}/hostile`)).html;
    expect(plain).not.toContain('data-quire-font');
    expect(plain).not.toContain('data-font=');
    expect(plain).not.toContain('<script>alert(1)');
  });

  it('issue 11 / a grid carries what it was rendered with, for the remote to hydrate it', async () => {
    const world = await publishWorld(current());
    const grid = await world.createPage('Owner', world.general.view_id, 'Reading list', 1);
    await world.publish(grid, { publish_name: 'reading-list' });
    const { html } = await browse(world.apiUrl, `/${world.workspaceId}/reading-list`);
    const wrapper = /<div data-quire-database="([^"]*)"><div class="quire-database-view/.exec(html);
    expect(wrapper).not.toBeNull();
    const attribute = (wrapper?.[1] ?? '').replaceAll('&quot;', '"');
    const now = new Date();
    expect(parseDatabaseHydration(attribute)).toEqual({
      viewId: undefined,
      defaultViewId: grid,
      fallbackMonth: { year: now.getUTCFullYear(), month: now.getUTCMonth() },
      // The labels it drew with, in the reader's language (English here).
      labels: expect.objectContaining({
        backToDatabase: 'Back to the database',
        rowNotFound: 'This row is not part of the published page.',
        noValue: 'No {field}',
      }) as unknown,
    });
    // The frame holds it like a document: in the content column, under the title.
    expect(html).toMatch(/<h1 class="quire-page-title"><span>Reading list<\/span><\/h1><\/header><article/);
  });
});
