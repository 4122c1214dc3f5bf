import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DocumentView } from './DocumentView.js';
import {
  hydrationLinks,
  parseHydrationData,
  scriptSafeJson,
  serializeHydrationData,
  type HydrationData,
} from './hydration.js';
import { block, page } from './test-utils/trees.js';
import { parseDatabaseHydration, serializeDatabaseHydration } from './databaseHydration.js';
import { publishedDatabaseLabels, publishedDocumentLabels } from './publishedLabels.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const head = { format: 1 as const, namespace: 'team', publishName: 'notes', copyVersion: '3:2026', meta: {} };

function mentions(ids: string[]) {
  return page(
    ids.map((id) =>
      block('paragraph', { text: [{ insert: '$', attributes: { mention: { type: 'page', page_id: id } } }] }),
    ),
  );
}

describe('the hydration data a server-rendered published page carries', () => {
  it('ENT-39 / round-trips through the script text, and `</script>` or `<!--` in text cannot end the script', () => {
    const tree = page([block('paragraph', { text: '</script><script>alert(1)</script><!-- \u2028' })]);
    const text = serializeHydrationData(head, scriptSafeJson({ tree, views: {} }));
    expect(text).not.toMatch(/<\/script|<!--|\u2028/i);
    const parsed = parseHydrationData(text);
    expect(parsed?.tree).toEqual(tree);
    expect(parsed).toMatchObject(head);
  });

  it('ENT-39 / a malformed, foreign or too deep payload is read as absent', () => {
    const good = JSON.parse(
      serializeHydrationData(head, scriptSafeJson({ tree: page([]), views: {} })),
    ) as Record<string, unknown>;
    expect(parseHydrationData(JSON.stringify(good))).toBeDefined();
    expect(parseHydrationData('{not json')).toBeUndefined();
    expect(parseHydrationData(JSON.stringify({ ...good, format: 2 }))).toBeUndefined();
    expect(parseHydrationData(JSON.stringify({ ...good, tree: { id: 1 } }))).toBeUndefined();
    expect(parseHydrationData(JSON.stringify({ ...good, views: [] }))).toBeUndefined();
    let deep = block('paragraph');
    for (let i = 0; i < 300; i += 1) deep = block('paragraph', { children: [deep] });
    expect(parseHydrationData(JSON.stringify({ ...good, tree: page([deep]) }))).toBeUndefined();
  });

  it('issue 11 / the labels the server drew with travel with the data; anything but known labels is read as absent', () => {
    const german = (key: string, fallback: string) =>
      key === 'publish.tableOfContents' ? 'Inhalt' : fallback;
    const labels = publishedDocumentLabels(german);
    const text = serializeHydrationData({ ...head, labels }, scriptSafeJson({ tree: page([]), views: {} }));
    expect(parseHydrationData(text)?.labels).toEqual(labels);
    const good = JSON.parse(text) as Record<string, unknown>;
    expect(parseHydrationData(JSON.stringify({ ...good, labels: { outline: 3 } }))).toBeUndefined();
    expect(parseHydrationData(JSON.stringify({ ...good, labels: { unknown: 'x' } }))).toBeUndefined();
    expect(parseHydrationData(JSON.stringify({ ...good, labels: 'x' }))).toBeUndefined();
    const database = publishedDatabaseLabels((key, fallback) =>
      key === 'publish.database.rowNotFound' ? 'Nicht Teil der Seite.' : fallback,
    );
    const hydration = { viewId: undefined, defaultViewId: 'v', fallbackMonth: { year: 2026, month: 1 } };
    const attribute = serializeDatabaseHydration({ ...hydration, rowMissing: true, labels: database });
    expect(parseDatabaseHydration(attribute)).toEqual({ ...hydration, rowMissing: true, labels: database });
    const withLabels = (value: unknown) =>
      parseDatabaseHydration(JSON.stringify({ ...(JSON.parse(attribute) as object), labels: value }));
    expect(withLabels({ weekdays: ['Mo'] })).toBeUndefined();
    expect(withLabels({ rowNotFound: 'x'.repeat(1001) })).toBeUndefined();
    expect(withLabels({ rowNotFound: 'Fehlt.' })?.labels).toEqual({ rowNotFound: 'Fehlt.' });
  });

  it('ENT-39 PUB-21 / the view table rebuilds the server’s links exactly: hydrating over it reports no mismatch', async () => {
    const tree = mentions(['published', 'hidden', '__proto__']);
    const views: HydrationData['views'] = { published: { path: '/team/guide', name: 'Guide' }, hidden: {} };
    const serverHtml = renderToString(<DocumentView tree={tree} {...hydrationLinks(views)} />);
    expect(serverHtml).toContain('href="/team/guide"');
    const data = parseHydrationData(serializeHydrationData(head, scriptSafeJson({ tree, views })));
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.replaceChildren(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, <DocumentView tree={data!.tree} {...hydrationLinks(data!.views)} />, {
          onRecoverableError: (error) => errors.push(error),
        });
        await Promise.resolve();
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    expect(hydrationLinks(views).linkToView('published', 'b 1')).toBe('/team/guide?blockId=b%201');
    expect(hydrationLinks(views).resolveView('toString')).toBeUndefined();
  });
});
