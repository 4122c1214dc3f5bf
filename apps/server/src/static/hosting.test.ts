import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makeTempDir, useTestServer } from '../../test/harness.js';
import { immutable } from './cacheControl.js';

const indexHtml =
  '<!doctype html><html><head><title>Quire shell</title></head><body><div id="root"></div></body></html>';
// Over the compression threshold, and repetitive enough to shrink.
const mainJs = `console.log("shell");\n${'export const filler = "quire";\n'.repeat(200)}`;

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

// Static hosting does not touch the database: one backend is enough.
describe('static hosting of the front-end builds', () => {
  let webRoot = '';
  beforeAll(async () => {
    webRoot = await makeTempDir('quire-web-');
    // remote-publish/dist is deliberately missing.
    await writeTree(webRoot, {
      'shell/dist/index.html': indexHtml,
      'shell/dist/main.3f2a1b9c.js': mainJs,
      'remote-auth/dist/mf-manifest.json': '{"name":"auth"}',
      'remote-auth/dist/remoteEntry.js': 'var auth;',
      'remote-auth/dist/__federation_expose_Login.0a1b2c3d.js': 'export {};',
      'remote-workspace/dist/mf-manifest.json': '{"name":"workspace"}',
      'shared/locales/en/translation.json': '{"hello":"Hello"}',
    });
  });
  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });
  const current = useTestServer('sqlite', { env: () => ({ QUIRE_WEB_ROOT: webRoot }) });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${current().apiUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it.each(['/', '/app', '/app/page/123', '/login', '/404'])(
    'RT-09 / RT-10 / %s navigates to the shell index.html, revalidated on every visit',
    async (path) => {
      const response = await get(path, html);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('RT-01 / /{namespace}/{publishName} gets the shell index.html too (marked noindex when nothing is published there)', async () => {
    const response = await get('/team-notes/meeting-2026', html);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      indexHtml.replace('</head>', '<meta name="robots" content="noindex"></head>'),
    );
  });

  it('content-hashed files are immutable for a year', async () => {
    const response = await get('/main.3f2a1b9c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(await response.text()).toBe(mainJs);
  });

  it('responses are compressed when the client accepts it', async () => {
    const response = await get('/main.3f2a1b9c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(mainJs);
  });

  it('a remote is served under /remotes/<name>/: manifest and entry revalidated, chunks immutable', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'auth' });
    const entry = await get('/remotes/auth/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/remotes/auth/__federation_expose_Login.0a1b2c3d.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(immutable);
  });

  it('locale files are served from shared/locales and revalidated', async () => {
    const response = await get('/locales/en/translation.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ hello: 'Hello' });
  });

  it('a missing file under /remotes/ or /locales/ is a plain 404, never the shell', async () => {
    for (const path of [
      '/remotes/auth/nope.js',
      '/remotes/unknown/mf-manifest.json',
      '/locales/xx/translation.json',
    ]) {
      const response = await get(path, html);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('RT-01 RT-09 / a client that accepts anything (curl) gets the shell for page paths, HEAD included', async () => {
    for (const path of ['/app', '/a-namespace/a-page']) {
      const response = await get(path, { accept: '*/*' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const head = await fetch(`${current().apiUrl}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    }
  });

  it('an unknown /api path stays an API envelope even for a browser', async () => {
    const response = await get('/api/nothing/here', html);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: -2 });
  });

  it('requests for a missing file, requests that accept no HTML, and non-GET requests get no SPA fallback', async () => {
    expect((await get('/app/missing.js', { accept: '*/*' })).status).toBe(404);
    expect((await get('/main.0a1b2c3d.js')).status).toBe(404);
    expect((await get('/app/page', { accept: 'application/json' })).status).toBe(404);
    const post = await fetch(`${current().apiUrl}/app/page`, { method: 'POST', headers: html });
    expect(post.status).toBe(404);
  });

  it('a missing remote build is a 503 page naming it; once built it is served without a restart', async () => {
    const missing = await get('/remotes/publish/mf-manifest.json');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain('remote-publish/dist');

    await writeTree(webRoot, { 'remote-publish/dist/mf-manifest.json': '{"name":"publish"}' });
    const built = await get('/remotes/publish/mf-manifest.json');
    expect(built.status).toBe(200);
    expect(await built.json()).toEqual({ name: 'publish' });
  });

  it('unchanged files revalidate to 304', async () => {
    const first = await get('/remotes/auth/remoteEntry.js');
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    // An explicit cache-control, as browsers send on revalidation: fetch would otherwise add `no-cache`.
    const again = await get('/remotes/auth/remoteEntry.js', {
      'if-none-match': etag!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });
});

describe('static hosting with no front-end build at all', () => {
  let emptyRoot = '';
  beforeAll(async () => {
    emptyRoot = await makeTempDir('quire-web-empty-');
  });
  afterAll(async () => {
    await rm(emptyRoot, { recursive: true, force: true });
  });
  const current = useTestServer('sqlite', { env: () => ({ QUIRE_WEB_ROOT: emptyRoot }) });

  it('the server runs; pages answer a 503 naming shell/dist, remotes name their own build', async () => {
    const page = await fetch(`${current().apiUrl}/app`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('shell/dist');
    const remote = await fetch(`${current().apiUrl}/remotes/workspace/remoteEntry.js`);
    expect(remote.status).toBe(503);
    expect(await remote.text()).toContain('remote-workspace/dist');
    const health = await fetch(`${current().apiUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
