// A first visit to a published page loads the publish remote's page entry instead of the shell (no federation
// runtime, no shell code); every other page, and a build without the entry, loads the shell as before.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishWorld } from '../../../test/publish.js';
import { browse, usePublishedPagesServer } from '../../../test/publishedPages.js';

const entryScript = '/remotes/publish/page/page.0a1b2c3d.js';

// The choice of scripts touches no data: one backend is enough.
describe('the page entry of published pages', () => {
  const { server: current, webRoot } = usePublishedPagesServer('sqlite');
  const entryFile = () => join(webRoot(), 'remote-publish', 'dist', 'page', 'entry.json');
  const writeEntry = async (value: unknown) => {
    await mkdir(join(webRoot(), 'remote-publish', 'dist', 'page'), { recursive: true });
    await writeFile(entryFile(), JSON.stringify(value));
    // Read again at most every 2 s: wait that out rather than reach into the server.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
  };

  it('issue 11 / a published page loads the page entry instead of the shell’s scripts; other pages keep the shell', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Entry');
    await world.type(page, 'Loaded without the shell');
    await world.publish(page, { publish_name: 'entry' });
    // No entry built: the shell's script, as for any route.
    expect((await browse(world.apiUrl, `/${world.workspaceId}/entry`)).html).toContain(
      '<script defer src=/main.0a1b2c3d.js></script>',
    );

    await writeEntry({ format: 1, scripts: [entryScript] });
    const { html } = await browse(world.apiUrl, `/${world.workspaceId}/entry`);
    expect(html).toContain(`<script defer src="${entryScript}"></script>`);
    expect(html).not.toContain('main.0a1b2c3d.js');
    expect(html).toContain('Loaded without the shell');
    for (const path of ['/app', `/${world.workspaceId}/not-published`]) {
      const shell = (await browse(world.apiUrl, path)).html;
      expect(shell).toContain('<script defer src=/main.0a1b2c3d.js></script>');
      expect(shell).not.toContain(entryScript);
    }

    // A manifest naming anything but our own files is not trusted: the shell loads.
    await writeEntry({ format: 1, scripts: ['https://evil.example/x.js'] });
    const refused = (await browse(world.apiUrl, `/${world.workspaceId}/entry`)).html;
    expect(refused).not.toContain('evil.example');
    expect(refused).toContain('<script defer src=/main.0a1b2c3d.js></script>');
    await rm(entryFile());
  });
});
