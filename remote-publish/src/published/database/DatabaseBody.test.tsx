import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  decodeDoc,
  documentTree,
  emptyDocument,
  encodePublishedDatabaseBlob,
  readPublishedDatabase,
  rowDocumentId,
} from '@quire/shared/collab';
import {
  DatabaseView,
  DocumentView,
  RowPage,
  databaseHydrationAttribute,
  hydrationRootId,
  plainDatabaseLinks,
  publishedDatabaseLabels,
  RowMissing,
  serializeDatabaseHydration,
  type DatabaseHydration,
} from '@quire/shared/render';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import { publishedView } from '../../test/documents';
import { fakeServer, ok, refused } from '../../test/fakeServer';
import { PAGE, teamOutline } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';
import { PublishedRowDocuments } from './rowDocuments';

// The AppFlowy fixtures are read from shared/fixtures/appflowy beside the checkout (never copied in).
const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../../shared/fixtures/appflowy');
const withFixtures = existsSync(join(fixtureDir, 'database')) ? it : it.skip;
const full = '4c658817-20db-4f56-b7f9-0637a22dfeb6';
const gridView = '7d2148fc-cace-4452-9c5c-96e52e6bf8b5';
const boardView = 'e410747b-5f2f-45a0-b2f7-890ad3001355';
const firstRow = '2f944220-9f45-40d9-96b5-e8c0888daf7c';

function noteDocument(text: string): Uint8Array {
  const doc = decodeDoc(emptyDocument());
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [first] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  first?.insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

/** A row no view lists, which the blob holds anyway (with a document): never opened. */
const unlistedRow = '0d0d0d0d-1111-4222-8333-444444444444';

/** The first row's collab under another id, titled `title`. */
function renamedRow(bytes: Uint8Array, rowId: string, title: string): Uint8Array {
  const doc = decodeDoc(bytes);
  const data = doc.getMap('data').get('data') as Y.Map<unknown>;
  data.set('id', rowId);
  (data.get('cells') as Y.Map<Y.Map<unknown>>).get('Y54QIs')?.set('data', title);
  return Y.encodeStateAsUpdate(doc);
}

function fixtureBlob({ unlisted = false } = {}) {
  const read = (path: string): unknown => JSON.parse(readFileSync(join(fixtureDir, path), 'utf8'));
  const collab = read(`database/${full}.json`) as { data: { doc_state: number[] } };
  const rows = new Map<string, Uint8Array>(
    Object.entries(read(`database/rows/${full}.json`) as Record<string, number[]>).map(([id, bytes]) => [
      id,
      Uint8Array.from(bytes),
    ]),
  );
  const rowDocuments = new Map<string, Uint8Array>([
    [rowDocumentId(firstRow) ?? '', noteDocument('Notes of the first row')],
  ]);
  if (unlisted) {
    rows.set(unlistedRow, renamedRow(rows.get(firstRow) ?? new Uint8Array(), unlistedRow, 'Unlisted title'));
    rowDocuments.set(rowDocumentId(unlistedRow) ?? '', noteDocument('Unlisted notes'));
  }
  return encodePublishedDatabaseBlob({
    database: Uint8Array.from(collab.data.doc_state),
    rows,
    rowDocuments,
    visibleViewIds: [gridView, boardView],
  });
}

/**
 * Puts the server's copy in the page as renderDatabase.ts sends it: `drawing` rendered with the server's props
 * in the wrapper that says what it was rendered with, inside the hydration root. Returns the wrapper.
 */
function serverCopy(drawing: ReactElement, hydration: DatabaseHydration): HTMLElement {
  const ssr = document.createElement('main');
  ssr.id = 'quire-published';
  const wrapper = document.createElement('div');
  wrapper.setAttribute(databaseHydrationAttribute, serializeDatabaseHydration(hydration));
  wrapper.innerHTML = renderToString(drawing);
  const root = document.createElement('div');
  root.id = hydrationRootId;
  root.append(wrapper);
  ssr.append(root);
  document.body.append(ssr);
  return wrapper;
}

/** Whether React owns this node (it was hydrated or rendered by React). */
const ownedByReact = (node: Element | null) =>
  Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber'));

/** Namespace `team` with one published grid page, `tasks`, answering the fixture's blob as JSON. */
function databaseServer(blob: unknown, current: () => unknown = () => blob) {
  return fakeServer((path) => {
    if (path === '/api/workspace/published-outline/team') return teamOutline;
    if (path.endsWith('/events')) return { pending: true };
    if (path === '/api/workspace/published/team/tasks/blob') return { json: current() };
    if (path === '/api/workspace/v1/published/team/tasks')
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    return refused(-2, 'View meta has not been published yet');
  });
}

describe('the published database', () => {
  withFixtures('PUB-21 PUB-07 / draws the page view with every row, and the view ?v= names', async () => {
    const blob = fixtureBlob();
    const { publishApi } = databaseServer(blob);
    const rows = [...readPublishedDatabase(blob).rows.keys()];
    const { container } = renderPublished('/team/tasks', publishApi);
    await screen.findByTestId('publish-database');
    const grid = container.querySelector('.quire-grid-table');
    expect(grid).not.toBeNull();
    for (const rowId of rows) expect(container.querySelector(`tr[data-row-id="${rowId}"]`)).not.toBeNull();
    // The tab of the board is a link the router follows (no page load): the board is drawn.
    await userEvent.click(
      within(container.querySelector('.quire-database-tabs') as HTMLElement).getByText('Board'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`?v=${boardView}`);
    await waitFor(() => {
      expect(container.querySelector('.quire-board')).not.toBeNull();
    });
    for (const rowId of rows)
      expect(container.querySelector(`.quire-card[data-row-id="${rowId}"]`)).not.toBeNull();
  });

  withFixtures(
    'PUB-08 API-PUB-17 API-PUB-18 / ?r= opens the row as a page with its properties and document',
    async () => {
      const { publishApi } = databaseServer(fixtureBlob());
      renderPublished(`/team/tasks?r=${firstRow}`, publishApi);
      const row = await screen.findByTestId('publish-row');
      expect(within(row).getByRole('heading', { level: 1 })).toHaveTextContent('🏯123');
      expect(await within(row).findByText('Notes of the first row')).toBeInTheDocument();
      expect(within(row).getByText('appflowy.io').closest('a')).toHaveAttribute(
        'href',
        'https://appflowy.io',
      );
      await userEvent.click(within(row).getByText('Back to the database'));
      expect(await screen.findByTestId('publish-database')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/tasks\??$/);
    },
  );

  withFixtures('VAL-17 / a row the publication does not hold opens nothing', async () => {
    const { publishApi } = databaseServer(fixtureBlob());
    renderPublished('/team/tasks?r=not-a-published-row', publishApi);
    expect(await screen.findByTestId('publish-row-missing')).toHaveTextContent(
      'This row is not part of the published page.',
    );
  });

  it('PUB-23 / the grid skeleton shows while the blob loads; a refused blob says so', async () => {
    const pending = fakeServer((path) => {
      if (path === '/api/workspace/published-outline/team') return teamOutline;
      if (path.endsWith('/blob')) return { pending: true };
      if (path.endsWith('/events')) return { pending: true };
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    });
    const first = renderPublished('/team/tasks', pending.publishApi);
    const skeleton = await waitFor(() => {
      const found = first.container.querySelector('.quire-database-skeleton');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(skeleton.dataset.layout).toBe('grid');
    expect(skeleton.querySelectorAll('.quire-skeleton-cell').length % 10).toBe(0);
    first.unmount();
    const { publishApi } = databaseServer(null);
    renderPublished('/team/tasks', publishApi);
    expect(await screen.findByTestId('publish-database-failed')).toBeInTheDocument();
  });

  it('keeps the database the server drew on screen while the blob loads (no skeleton, no flash)', async () => {
    const ssr = document.createElement('main');
    ssr.id = 'quire-published';
    ssr.innerHTML = `<h1>Tasks</h1><div id="${hydrationRootId}"><div class="quire-database-view">server grid</div></div>`;
    document.body.append(ssr);
    const pending = fakeServer((path) => {
      if (path === '/api/workspace/published-outline/team') return teamOutline;
      if (path.endsWith('/blob') || path.endsWith('/events')) return { pending: true };
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    });
    const { container } = renderPublished('/team/tasks', pending.publishApi);
    const copy = await screen.findByTestId('publish-database-server-copy');
    await waitFor(() => {
      expect(copy).toHaveTextContent('server grid');
    });
    expect(container.querySelector('.quire-database-skeleton')).toBeNull();
    expect(document.getElementById('quire-published')).toBeNull();
  });

  withFixtures(
    'issue 11 live / a new version of the copy reads the database again, drawn in place',
    async () => {
      const first = fixtureBlob();
      let blob: typeof first = first;
      const { publishApi, requests } = databaseServer(first, () => blob);
      let send: (text: string) => void = () => undefined;
      publishApi.openEvents = () =>
        Promise.resolve(
          new NodeReadableStream<Uint8Array>({
            start: (controller) => {
              send = (text) => {
                controller.enqueue(new TextEncoder().encode(text));
              };
            },
          }) as ReadableStream<Uint8Array>,
        );
      const { container } = renderPublished('/team/tasks', publishApi);
      await screen.findByTestId('publish-database');
      await act(async () => {
        send('event: version\ndata: 1:a\n\n');
        await Promise.resolve();
      });
      expect(container.querySelector(`tr[data-row-id="${firstRow}"]`)).not.toBeNull();
      const { [firstRow]: _removed, ...rest } = first.database_row_collabs;
      blob = { ...first, database_row_collabs: rest };
      await act(async () => {
        send('event: version\ndata: 2:b\n\n');
        await Promise.resolve();
      });
      await waitFor(() => {
        expect(container.querySelector(`tr[data-row-id="${firstRow}"]`)).toBeNull();
      });
      expect(screen.getByTestId('publish-database')).toBeInTheDocument();
      expect(requests.filter((request) => request.url.endsWith('/blob'))).toHaveLength(2);
    },
  );

  withFixtures(
    'issue 11 / the view the server drew is hydrated once the blob is read: the same nodes, no second drawing',
    async () => {
      const blob = fixtureBlob();
      const fallbackMonth = { year: 2024, month: 4 };
      // What renderDatabase.ts sends: the view rendered with its links and the default labels, in a wrapper
      // saying what it was rendered with.
      const markup = renderToString(
        <DatabaseView
          published={readPublishedDatabase(blob)}
          defaultViewId={PAGE}
          linkToView={(id) => `?v=${encodeURIComponent(id)}`}
          linkToRow={(id) => `?r=${encodeURIComponent(id)}`}
          fallbackMonth={fallbackMonth}
        />,
      );
      const ssr = document.createElement('main');
      ssr.id = 'quire-published';
      const wrapper = document.createElement('div');
      wrapper.setAttribute(
        databaseHydrationAttribute,
        serializeDatabaseHydration({ viewId: undefined, defaultViewId: PAGE, fallbackMonth }),
      );
      wrapper.innerHTML = markup;
      const root = document.createElement('div');
      root.id = hydrationRootId;
      root.append(wrapper);
      ssr.append(root);
      document.body.append(ssr);
      const serverRow = wrapper.querySelector(`tr[data-row-id="${firstRow}"]`);
      expect(serverRow).not.toBeNull();
      const errors = jest.spyOn(console, 'error');
      try {
        const { publishApi } = databaseServer(blob);
        renderPublished('/team/tasks', publishApi);
        const body = await screen.findByTestId('publish-database');
        // React owns the server's node (hydrated), and it is the one on screen: not drawn again.
        await waitFor(() => {
          expect(Object.keys(serverRow ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
        });
        expect(body.querySelector(`tr[data-row-id="${firstRow}"]`)).toBe(serverRow);
        expect(body.querySelectorAll(`tr[data-row-id="${firstRow}"]`)).toHaveLength(1);
        expect(document.getElementById('quire-published')).toBeNull();
        expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    },
  );

  withFixtures(
    'PUB-08 issue 11 / the row page the server drew is hydrated once the blob is read: the same nodes, no second drawing',
    async () => {
      const blob = fixtureBlob();
      const published = readPublishedDatabase(blob);
      const bytes = published.rowDocuments.get(rowDocumentId(firstRow) ?? '');
      // What renderDatabase.ts sends for ?r=: shared's RowPage with the plain links, the default labels and the
      // row's document.
      const wrapper = serverCopy(
        <RowPage
          published={published}
          rowId={firstRow}
          linkToRow={plainDatabaseLinks.row}
          backHref={plainDatabaseLinks.back(undefined)}
          document={bytes === undefined ? null : <DocumentView tree={documentTree(decodeDoc(bytes))} />}
        />,
        { viewId: undefined, defaultViewId: PAGE, fallbackMonth: { year: 2024, month: 4 }, rowId: firstRow },
      );
      const serverTitle = wrapper.querySelector('.quire-row-detail-title');
      const serverNotes = [...wrapper.querySelectorAll('*')].find(
        (node) => node.childElementCount === 0 && node.textContent === 'Notes of the first row',
      );
      expect(serverTitle).not.toBeNull();
      expect(serverNotes).toBeDefined();
      const errors = jest.spyOn(console, 'error');
      try {
        const { publishApi } = databaseServer(blob);
        renderPublished(`/team/tasks?r=${firstRow}`, publishApi);
        const row = await screen.findByTestId('publish-row');
        await waitFor(() => {
          expect(ownedByReact(serverTitle)).toBe(true);
        });
        // The server's nodes are the ones on screen, hydrated: the title, the document's text.
        expect(row.querySelector('.quire-row-detail-title')).toBe(serverTitle);
        expect(serverNotes?.isConnected).toBe(true);
        expect(row.contains(serverNotes ?? null)).toBe(true);
        expect(within(row).getAllByText('Notes of the first row')).toHaveLength(1);
        expect(row.querySelectorAll('.quire-row-detail')).toHaveLength(1);
        // No page heading nor skeleton above the row, and the server's copy is gone.
        expect(screen.queryByTestId('publish-title')).not.toBeInTheDocument();
        expect(screen.queryByTestId('publish-row-skeleton')).not.toBeInTheDocument();
        expect(document.getElementById('quire-published')).toBeNull();
        expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
        // Then the page's own props: its links, still on the same nodes.
        await waitFor(() => {
          expect(within(row).getByText('Back to the database').closest('a')).toHaveAttribute('href', '?');
        });
        expect(row.querySelector('.quire-row-detail-title')).toBe(serverTitle);
        await userEvent.click(within(row).getByText('Back to the database'));
        expect(await screen.findByTestId('publish-database')).toBeInTheDocument();
        await waitFor(() => {
          expect(document.querySelector(`tr[data-row-id="${firstRow}"]`)).not.toBeNull();
        });
      } finally {
        errors.mockRestore();
      }
    },
  );

  withFixtures(
    'PUB-08 VAL-17 issue 11 / the note the server drew for an unknown row is hydrated: the same nodes, no page heading',
    async () => {
      // What renderDatabase.ts sends for an unknown ?r=: shared's RowMissing with the plain way back.
      const wrapper = serverCopy(<RowMissing backHref={plainDatabaseLinks.back(undefined)} />, {
        viewId: undefined,
        defaultViewId: PAGE,
        fallbackMonth: { year: 2024, month: 4 },
        rowMissing: true,
      });
      const serverNote = wrapper.querySelector('.quire-row-missing [role="alert"]');
      expect(serverNote).not.toBeNull();
      const errors = jest.spyOn(console, 'error');
      try {
        const { publishApi } = databaseServer(fixtureBlob());
        renderPublished('/team/tasks?r=not-a-published-row', publishApi);
        const missing = await screen.findByTestId('publish-row-missing');
        await waitFor(() => {
          expect(ownedByReact(serverNote)).toBe(true);
        });
        expect(missing.querySelector('[role="alert"]')).toBe(serverNote);
        expect(missing).toHaveTextContent('This row is not part of the published page.');
        expect(missing.querySelectorAll('.quire-row-missing')).toHaveLength(1);
        expect(screen.queryByTestId('publish-title')).not.toBeInTheDocument();
        expect(document.querySelector('.quire-database-view')).toBeNull();
        expect(document.getElementById('quire-published')).toBeNull();
        expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
        await userEvent.click(within(missing).getByText('Back to the database'));
        await waitFor(() => {
          expect(document.querySelector(`tr[data-row-id="${firstRow}"]`)).not.toBeNull();
        });
      } finally {
        errors.mockRestore();
      }
    },
  );

  withFixtures(
    'PUB-08 VAL-17 issue 11 / a German reader: the note and way back the server drew in German are hydrated with its labels, the same nodes and words',
    async () => {
      const i18n = getI18n();
      const german: unknown = JSON.parse(
        readFileSync(join(__dirname, '../../../../shared/locales/de-DE/translation.json'), 'utf8'),
      );
      i18n.addResourceBundle('de-DE', 'translation', german);
      await i18n.changeLanguage('de-DE');
      const errors = jest.spyOn(console, 'error');
      try {
        // What renderDatabase.ts sends a German reader: the labels from the same keys, in the wrapper too.
        const labels = publishedDatabaseLabels((key, defaultValue, values) =>
          i18n.t(key, { defaultValue, ...values }),
        );
        expect(labels.rowNotFound).toBe('Diese Zeile gehört nicht zur veröffentlichten Seite.');
        const wrapper = serverCopy(
          <RowMissing labels={labels} backHref={plainDatabaseLinks.back(undefined)} />,
          {
            viewId: undefined,
            defaultViewId: PAGE,
            fallbackMonth: { year: 2024, month: 4 },
            rowMissing: true,
            labels,
          },
        );
        const serverNote = wrapper.querySelector('.quire-row-missing [role="alert"]');
        const serverBack = wrapper.querySelector('.quire-row-missing a');
        const textBefore = wrapper.textContent;
        expect(textBefore).toBe(`${labels.backToDatabase}${labels.rowNotFound}`);
        const { publishApi } = databaseServer(fixtureBlob());
        renderPublished('/team/tasks?r=not-a-published-row', publishApi);
        const missing = await screen.findByTestId('publish-row-missing');
        await waitFor(() => {
          expect(ownedByReact(serverNote)).toBe(true);
        });
        // The page's own (translated) drawing has followed the hydration: still the server's nodes and words.
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        expect(missing.querySelector('[role="alert"]')).toBe(serverNote);
        expect(missing.querySelector('.quire-row-missing a')).toBe(serverBack);
        expect(missing.querySelector('.quire-row-missing')?.textContent).toBe(textBefore);
        expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
      } finally {
        errors.mockRestore();
        await i18n.changeLanguage('en');
      }
    },
  );

  withFixtures('VAL-17 / a row the blob holds but no shown view draws is not opened', async () => {
    const { publishApi } = databaseServer(fixtureBlob({ unlisted: true }));
    const { container } = renderPublished(`/team/tasks?r=${unlistedRow}`, publishApi);
    expect(await screen.findByTestId('publish-row-missing')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Unlisted title');
    expect(container).not.toHaveTextContent('Unlisted notes');
    expect(() =>
      new PublishedRowDocuments(readPublishedDatabase(fixtureBlob({ unlisted: true }))).create(unlistedRow),
    ).toThrow('Failed to create row doc');
  });

  withFixtures(
    "VAL-17 API-PUB-19 / row documents: created from the blob, 'Failed to create row doc' for others, deleted",
    () => {
      const documents = new PublishedRowDocuments(readPublishedDatabase(fixtureBlob()));
      const doc = documents.create(firstRow);
      expect(documents.get(firstRow)).toBe(doc);
      expect(() => documents.create('elsewhere')).toThrow('Failed to create row doc');
      documents.delete(firstRow);
      expect(documents.get(firstRow)).toBeUndefined();
    },
  );
});
