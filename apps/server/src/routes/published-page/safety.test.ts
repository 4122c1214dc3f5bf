// The server-rendered page's other guarantees: whatever users wrote is escaped (names, text, links, cover
// addresses), /sitemap.xml lists only pages search engines may index, and the cache follows published versions.
import { backends } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import {
  appendInserts,
  browse,
  markupOf,
  publicUrl,
  usePublishedPagesServer,
} from '../../../test/publishedPages.js';

describe.each(backends)('server-rendered published pages: safety, sitemap and cache on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('XSS attempts in the name, text, links and cover address are text, never markup', async () => {
    const world = await publishWorld(current());
    const hostileName = '</title><script>alert("name")</script>"\'><b>$&';
    const page = await world.createPage('Owner', world.general.view_id, hostileName);
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${page}`, {
      extra: { cover: { type: 'custom', value: 'https://img.example.com/a.png"onerror="alert(1)' } },
    });
    await appendInserts(world, page, [
      { insert: '<img src=x onerror=alert("text")><script>alert(2)</script> ' },
      { insert: 'bad link', attributes: { href: 'javascript:alert(3)' } },
      { insert: ' quoted link', attributes: { href: 'https://ok.example.com/"><script>alert(4)</script>' } },
    ]);
    await world.publish(page, { publish_name: 'hostile' });
    const html = markupOf((await browse(world.apiUrl, `/${world.workspaceId}/hostile`)).html);
    // The only script is the shell's own; no element, handler or javascript: address came from the page.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/<b>/);
    // Every attribute value is double-quoted: with them taken out, no tag may hold a handler or a javascript: URL.
    for (const tag of html.match(/<[^>]+>/g) ?? []) {
      const bare = tag.replace(/"[^"]*"/g, '""');
      expect(bare).not.toMatch(/\son\w+=/i);
      expect(bare).not.toMatch(/javascript:/i);
    }
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;&quot;&#39;&gt;&lt;b&gt;$&amp;</title>',
    );
    expect(html).toContain(
      'content="&lt;/title&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;&quot;&#39;&gt;&lt;b&gt;$&amp;"',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(&quot;text&quot;)&gt;');
    expect(html).toContain('bad link');
  });

  it('a cover given as a javascript: or data: address is left out', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Covered');
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${page}`, {
      extra: { cover: { type: 'unsplash', value: 'javascript:alert(1)' } },
    });
    await world.publish(page, { publish_name: 'covered' });
    const html = markupOf((await browse(world.apiUrl, `/${world.workspaceId}/covered`)).html);
    expect(html).toContain('<title>Covered</title>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('class="quire-page-cover"');
  });

  it('/sitemap.xml lists indexable pages only, with their last change', async () => {
    const world = await publishWorld(current());
    const make = async (title: string, publishName: string, settings: Record<string, unknown> = {}) => {
      const id = await world.createPage('Owner', world.general.view_id, title);
      await world.publish(id, { publish_name: publishName, ...settings });
      return id;
    };
    await make('Indexed', 'indexed');
    await make('Not indexed', 'not-indexed', { indexing: false });
    await make('Protected', 'protected', { password: 'hunter2' });
    const expired = await make('Expired', 'expired');
    const trashed = await make('Trashed', 'trashed');
    const gone = await make('Unpublished', 'unpublished');
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: expired, expires_at: new Date(Date.now() - 60_000).toISOString() },
    ]);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${gone}/unpublish`);
    await world.createPage('Owner', world.general.view_id, 'Never');
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: `site-${world.workspaceId.slice(0, 8)}`,
    });

    const response = await fetch(`${world.apiUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const base = `${publicUrl}/site-${world.workspaceId.slice(0, 8)}`;
    expect(xml).toMatch(
      new RegExp(`<url><loc>${base}/indexed</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`),
    );
    for (const publishName of ['not-indexed', 'protected', 'expired', 'trashed', 'unpublished', 'Never']) {
      expect(xml).not.toContain(`/${publishName}<`);
    }
    expect(xml).not.toContain(world.workspaceId);
  });

  it('the rendered page follows an update-live edit; with update live off it stays as published', async () => {
    const world = await publishWorld(current());
    const live = await world.createPage('Owner', world.general.view_id, 'Live page');
    const frozen = await world.createPage('Owner', world.general.view_id, 'Frozen page');
    await world.type(live, 'First words.');
    await world.type(frozen, 'First words.');
    await world.publish(live, { publish_name: 'live' });
    await world.publish(frozen, { publish_name: 'frozen', update_live: false });
    const page = async (publishName: string) =>
      (await browse(world.apiUrl, `/${world.workspaceId}/${publishName}`)).html;
    expect(await page('live')).toContain('First words.');
    expect(await page('live')).toContain('First words.'); // served from the cache
    await world.type(live, ' Then more.');
    await world.type(frozen, ' Then more.');
    expect(await page('live')).toContain('First words. Then more.');
    expect(await page('frozen')).not.toContain('Then more.');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${live}/update-name`, { name: 'Renamed' });
    expect(await page('live')).toContain('<title>Renamed</title>');
  });

  it('?blockId highlights that block in the HTML; an unknown one highlights nothing', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Highlights');
    await world.type(page, 'Look here');
    await world.publish(page, { publish_name: 'highlights' });
    const plain = (await browse(world.apiUrl, `/${world.workspaceId}/highlights`)).html;
    const blockId = /data-block-id="([^"]+)"[^>]*>(?:(?!data-block-id).)*Look here/.exec(plain)?.[1];
    expect(blockId).toBeDefined();
    const highlighted = await browse(world.apiUrl, `/${world.workspaceId}/highlights?blockId=${blockId!}`);
    expect(highlighted.html).toMatch(/class="[^"]*quire-block-highlight/);
    const unknown = await browse(world.apiUrl, `/${world.workspaceId}/highlights?blockId=nope"><b>`);
    expect(unknown.html).not.toMatch(/class="[^"]*quire-block-highlight/);
    expect(unknown.html).toContain('Look here');
  });
});
