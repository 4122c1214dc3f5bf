// The server draws its copy of a published page in the frame the publish remote will draw for this reader
// (issue 11: the take-over moves nothing): phones and tablets by user agent, `?template` and `?thumbnail`
// without bars, the drawer as the reader left it (its cookie), the labels in the reader's language. Answers
// are kept per variant, and the variants a page can have are few whatever clients send.
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_DRAWER_WIDTH,
  SUPPORTED_LOCALES,
  databaseHydrationAttribute,
  lookUpTranslation,
  parseDatabaseHydration,
  parseHydrationData,
  publishedDatabaseLabels,
  publishedDocumentLabels,
  widestShutWindow,
  type LabelTranslator,
} from '@quire/shared/render';
import { backends } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import { markupOf, usePublishedPagesServer } from '../../../test/publishedPages.js';
import { frameVariant, isKeptVariant, readerLanguage, variantKey } from './reader.js';

const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const localesDir = join(__dirname, '../../../../../shared/locales');

async function page(
  world: PublishWorld,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; headers: Headers }> {
  const response = await fetch(`${world.apiUrl}${path}`, {
    headers: { accept: 'text/html', 'user-agent': desktop, ...headers },
  });
  expect(response.status).toBe(200);
  return { html: markupOf(await response.text()), headers: response.headers };
}

/** The server's copy alone (from its root to the hydration data). */
const copyOf = (html: string) => html.slice(html.indexOf('<div class="quire-frame"'));

/** General › Guides › Trail guide, with a cover: a trail that folds on a phone. */
async function trail(world: PublishWorld): Promise<string> {
  const guides = await world.createPage('Owner', world.general.view_id, 'Guides');
  const trailPage = await world.createPage('Owner', guides, 'Trail guide');
  await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${trailPage}`, {
    extra: { cover: { type: 'color', value: '#336699' } },
  });
  await world.type(trailPage, 'Start at the old mill.');
  await world.publish(guides, { publish_name: 'guides' });
  await world.publish(trailPage, { publish_name: 'trail' });
  return `/${world.workspaceId}/trail`;
}

describe.each(backends)('the frame drawn for the reader on $name', ({ name }) => {
  const { server: current, webRoot } = usePublishedPagesServer(name);
  beforeAll(async () => {
    // The web root serves the locale files the remote translates with; the server reads the same ones.
    await cp(localesDir, join(webRoot(), 'shared', 'locales'), { recursive: true });
  });

  it('PUB-18 PUB-19 NAV-02 CON-13 / a phone or tablet user agent gets the mobile frame: its top bar, one crumb, no drawer, the mobile cover', async () => {
    const world = await publishWorld(current());
    const path = await trail(world);
    for (const agent of [pixel, iphone]) {
      const { html, headers } = await page(world, path, { 'user-agent': agent });
      expect(headers.get('vary')).toContain('User-Agent, Accept-Language, Cookie');
      const copy = copyOf(html);
      expect(copy).toMatch(/^<div class="quire-frame" data-layout="mobile" id="quire-published"/);
      expect(copy).toContain('<header class="quire-frame-bar" data-variant="mobile">');
      // The trail folded as on a phone: the first crumb, the menu, the last.
      const bar = copy.slice(copy.indexOf('<header class="quire-frame-bar"'), copy.indexOf('</header>'));
      expect([...bar.matchAll(/<li class="quire-crumb">/g)]).toHaveLength(3);
      expect(bar).toContain('quire-crumb-more');
      expect(bar).not.toContain('<span>Guides</span>');
      // No drawer shown (its page list stays, hidden, for the remote's sheet), the column takes the width.
      expect(copy).toMatch(/<aside class="quire-frame-drawer" style="width:268px" hidden="">/);
      expect(copy).toContain('<div class="quire-frame-column" style="margin-left:0">');
      expect(copy).toContain('<main class="quire-frame-content" data-mobile="true">');
      expect(copy).toContain('<div class="quire-page-cover" data-mobile="true"');
    }
    // A desktop browser keeps the desktop frame, with the whole trail.
    const wide = copyOf((await page(world, path)).html);
    expect(wide).toMatch(/^<div class="quire-frame" data-layout="desktop"/);
    expect(wide).toContain('<span>Guides</span>');
    expect(wide).toContain('<div class="quire-frame-column" style="margin-left:268px">');
  });

  it('PUB-02 PUB-04 / ?template draws neither top bar nor drawer; with ?thumbnail the frame is the scaled, inert one', async () => {
    const world = await publishWorld(current());
    const path = await trail(world);
    const template = copyOf((await page(world, `${path}?template=true`)).html);
    expect(template).not.toContain('quire-frame-bar');
    expect(template).not.toContain('quire-frame-drawer');
    expect(template).not.toContain('data-thumbnail');
    expect(template).toContain('<div class="quire-frame-column" style="margin-left:0">');
    expect(template).toContain('Start at the old mill.');
    const thumbnail = copyOf((await page(world, `${path}?template=true&thumbnail=true`)).html);
    expect(thumbnail).toMatch(
      /^<div class="quire-frame" data-layout="desktop" data-thumbnail="true" inert=""/,
    );
    expect(thumbnail).not.toContain('quire-frame-bar');
    expect(thumbnail).not.toContain('quire-frame-drawer');
    // ?thumbnail without ?template is the page (as the remote reads it).
    expect(copyOf((await page(world, `${path}?thumbnail=true`)).html)).toContain('quire-frame-bar');
  });

  it('ST-06 ST-10 / the drawer as the reader left it: closed, or open at their width clamped and shut as the app does; a bad cookie is ignored', async () => {
    const world = await publishWorld(current());
    const path = await trail(world);
    const closed = await page(world, path, { cookie: 'other=1; quire_drawer=closed.300' });
    const closedCopy = copyOf(closed.html);
    expect(closedCopy).toMatch(/<aside class="quire-frame-drawer" style="width:268px" hidden="">/);
    expect(closedCopy).toContain('<div class="quire-frame-column" style="margin-left:0">');
    expect(closedCopy).toContain('aria-label="Open the sidebar" tabindex="-1">☰</button>');
    expect(closedCopy).not.toContain('data-drawer="open"');

    const wide = await page(world, path, { cookie: 'quire_drawer=open.400' });
    const wideCopy = copyOf(wide.html);
    expect(wideCopy).toMatch(/<aside class="quire-frame-drawer" style="width:400px">/);
    expect(wideCopy).toContain('<div class="quire-frame-column" style="margin-left:400px">');
    const clamped = 'clamp(min(268px,25vw),400px,max(268px,50vw))';
    expect(wide.html).toContain(`#quire-published .quire-frame-drawer{width:${clamped}!important}`);
    expect(wide.html).toContain(`#quire-published .quire-frame-column{margin-left:${clamped}!important}`);
    // 400 px stays open while the window is wider than 400 + 768 px.
    expect(widestShutWindow(400)).toBe(1168);
    expect(wide.html).toContain(
      '@media (max-width:1168px){#quire-published .quire-frame-drawer{display:none}',
    );
    expect(wide.html).toContain(
      '@media (min-width:1169px){#quire-published .quire-frame-drawer{display:block}',
    );
    expect(widestShutWindow(DEFAULT_DRAWER_WIDTH)).toBe(1036);

    const plain = copyOf((await page(world, path)).html);
    for (const junk of [
      'quire_drawer=open.99',
      'quire_drawer=open.99999',
      'quire_drawer=wide.300',
      'quire_drawer=open.3e2',
    ]) {
      expect(copyOf((await page(world, path, { cookie: junk })).html)).toBe(plain);
    }
    // On a phone and in a template the cookie changes nothing.
    expect((await page(world, path, { 'user-agent': pixel, cookie: 'quire_drawer=closed.268' })).html).toBe(
      (await page(world, path, { 'user-agent': pixel })).html,
    );
  });

  it('issue 11 / the labels in the reader’s language from the locale files (the saved language, else Accept-Language, as the remote detects it), English otherwise', async () => {
    const world = await publishWorld(current());
    const path = await trail(world);
    const german: unknown = JSON.parse(await readFile(join(localesDir, 'de-DE', 'translation.json'), 'utf8'));
    const de = (key: string) => lookUpTranslation(german, key.split('.'));
    const copy = copyOf((await page(world, path, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' })).html);
    expect(de('publish.poweredBy')).toBe('Bereitgestellt von');
    expect(copy).toContain(`<div class="quire-frame-panel-foot">Bereitgestellt von <a`);
    expect(copy).toContain(`aria-label="${de('publish.drawer.close') ?? ''}"`);
    expect(copy).toContain(`<nav aria-label="${de('publish.breadcrumb.label') ?? ''}"`);
    expect(copy).toContain(
      `<nav class="quire-published-outline" aria-label="${de('publish.outline') ?? ''}">`,
    );
    expect(copy).toContain(`title="${de('publish.openApp') ?? ''}"`);
    // A language saved in the app or a published page (its cookie) comes before Accept-Language, as the
    // remote's detection puts localStorage first; a cookie naming no shipped locale is ignored.
    const saved = copyOf(
      (await page(world, path, { 'accept-language': 'de-DE', cookie: 'quire_lang=ja-JP' })).html,
    );
    expect(saved).toContain(`<nav class="quire-published-outline" aria-label="公開ページ">`);
    const junk = copyOf(
      (await page(world, path, { 'accept-language': 'de-DE', cookie: 'quire_lang=xx' })).html,
    );
    expect(junk).toContain('Bereitgestellt von');
    // A language not shipped, then English: English.
    const other = copyOf((await page(world, path, { 'accept-language': 'pt-BR, en;q=0.5' })).html);
    expect(other).toContain('<div class="quire-frame-panel-foot">Powered by <a');
    expect(other).toContain('aria-label="Close the sidebar"');
  });
});

/** The database hydration attribute of a page's HTML, read back. */
function databaseHydrationOf(html: string) {
  const match = new RegExp(`${databaseHydrationAttribute}="([^"]*)"`).exec(html);
  return parseDatabaseHydration(match?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null);
}

describe.each(backends)('the content’s labels drawn for the reader on $name', ({ name }) => {
  const { server: current, webRoot } = usePublishedPagesServer(name);
  beforeAll(async () => {
    await cp(localesDir, join(webRoot(), 'shared', 'locales'), { recursive: true });
  });
  const get = async (world: PublishWorld, path: string, headers: Record<string, string>) => {
    const response = await fetch(`${world.apiUrl}${path}`, {
      headers: { accept: 'text/html', 'user-agent': desktop, ...headers },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('PUB-08 issue 11 / a German reader gets the database’s labels and the row-missing note in German, and the hydration carries them; English stays the fallback', async () => {
    const german: unknown = JSON.parse(await readFile(join(localesDir, 'de-DE', 'translation.json'), 'utf8'));
    const english: unknown = JSON.parse(await readFile(join(localesDir, 'en', 'translation.json'), 'utf8'));
    // As the remote's i18next answers: German, else English, else the default ('{{x}}' filled in).
    const t: LabelTranslator = (key, fallback, values) => {
      const text =
        lookUpTranslation(german, key.split('.')) ?? lookUpTranslation(english, key.split('.')) ?? fallback;
      return Object.entries(values ?? {}).reduce((out, [n, v]) => out.replaceAll(`{{${n}}}`, v), text);
    };
    const labels = publishedDatabaseLabels(t);
    expect(labels.rowNotFound).toBe('Diese Zeile gehört nicht zur veröffentlichten Seite.');
    expect(labels.backToDatabase).toBe('Zurück zur Datenbank');
    expect(labels.noValue).toBe('Kein(e) {field}');

    const world = await publishWorld(current());
    const grid = await world.createPage('Owner', world.general.view_id, 'Reading list', 1);
    await world.publish(grid, { publish_name: 'reading-list' });
    const path = `/${world.workspaceId}/reading-list`;
    const view = await get(world, path, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(databaseHydrationOf(view)?.labels).toEqual(labels);

    const missingPath = `${path}?r=not-a-row-of-this-page`;
    const missing = await get(world, missingPath, { 'accept-language': 'de-DE' });
    expect(missing).toContain(`<a class="quire-row-back" href="?">${labels.backToDatabase}</a>`);
    expect(missing).toContain(`<p role="alert">${labels.rowNotFound}</p>`);
    expect(missing).not.toContain('This row is not part of the published page.');
    expect(databaseHydrationOf(missing)).toEqual(expect.objectContaining({ rowMissing: true, labels }));
    // The saved language comes first, as for the frame; anything not shipped falls back to English.
    const saved = await get(world, missingPath, { 'accept-language': 'en', cookie: 'quire_lang=de-DE' });
    expect(saved).toContain(labels.rowNotFound);
    const other = await get(world, missingPath, { 'accept-language': 'pt-BR' });
    expect(other).toContain('<p role="alert">This row is not part of the published page.</p>');
    expect(other).toContain('Back to the database');
    expect(databaseHydrationOf(other)?.labels?.rowNotFound).toBe(
      'This row is not part of the published page.',
    );
  });

  it('issue 11 / a document’s renderer labels are the reader’s language’s, in the hydration data the remote hydrates with', async () => {
    const german: unknown = JSON.parse(await readFile(join(localesDir, 'de-DE', 'translation.json'), 'utf8'));
    const world = await publishWorld(current());
    const path = await trail(world);
    const html = await get(world, path, { 'accept-language': 'de-DE' });
    const data = /<script type="application\/json" id="quire-hydration">([^<]*)<\/script>/.exec(html)?.[1];
    const labels = parseHydrationData(data ?? '')?.labels;
    expect(labels?.outline).toBe(lookUpTranslation(german, ['publish', 'tableOfContents']));
    expect(labels?.outline).toBe('Inhaltsverzeichnis');
    expect(labels).toEqual(
      publishedDocumentLabels((key, fallback, values) =>
        Object.entries(values ?? {}).reduce(
          (out, [n, v]) => out.replaceAll(`{{${n}}}`, v),
          lookUpTranslation(german, key.split('.')) ?? fallback,
        ),
      ),
    );
  });
});

describe('the frame variants', () => {
  it('issue 11 / the language as the remote detects it: by quality, regions mapped onto shipped locales, English last', () => {
    expect(readerLanguage(undefined)).toBe('en');
    expect(readerLanguage('fr-CA,fr;q=0.9')).toBe('fr-FR');
    expect(readerLanguage('pt-BR, ja;q=0.2, de;q=0.7')).toBe('de-DE');
    expect(readerLanguage('zh-cn;q=0, ja-JP;q=0.1')).toBe('ja-JP');
    expect(readerLanguage('*, xx')).toBe('en');
    expect(readerLanguage(`${'x-'.repeat(2000)},de`)).toBe('en');
  });

  it('issue 11 / a page has a bounded number of kept variants, whatever user agents, cookies and languages clients send', () => {
    const agents = [desktop, pixel, iphone, '', 'x'.repeat(5000), 'curl/8.0'];
    const cookies = [
      undefined,
      'quire_drawer=closed.268',
      ...Array.from({ length: 200 }, (_, index) => `quire_drawer=open.${String(100 + index * 20)}`),
      ...Array.from({ length: 50 }, (_, index) => `quire_drawer=closed.${String(120 + index)}`),
      'quire_drawer=' + 'a'.repeat(10000),
    ];
    const languages = [undefined, 'de', 'fr-CA', 'ja', 'zh-CN', 'en-GB', 'pt', ...SUPPORTED_LOCALES];
    const languageCookies = ['', '; quire_lang=de-DE', '; quire_lang=xx', `; quire_lang=${'y'.repeat(3000)}`];
    const addresses = [
      { template: false, thumbnail: false },
      { template: true, thumbnail: false },
      { template: true, thumbnail: true },
      { template: false, thumbnail: true },
    ];
    const kept = new Set<string>();
    let custom = 0;
    for (const userAgent of agents)
      for (const drawer of cookies)
        for (const language of languageCookies)
          for (const acceptLanguage of languages)
            for (const address of addresses) {
              const cookie = drawer === undefined ? language.slice(2) : `${drawer}${language}`;
              const variant = frameVariant({ userAgent, cookie, acceptLanguage }, address);
              if (isKeptVariant(variant)) kept.add(variantKey(variant));
              else custom += 1;
            }
    // desktop page: open or closed; desktop template, thumbnail; the three on a phone — each in 5 languages.
    expect(kept.size).toBe((2 + 1 + 1 + 3) * SUPPORTED_LOCALES.length);
    // Widths of the reader's own are drawn, never kept.
    expect(custom).toBeGreaterThan(0);
  });
});
