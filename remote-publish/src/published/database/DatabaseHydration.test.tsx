import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDoc, documentTree, readPublishedDatabase, rowDocumentId } from '@quire/shared/collab';
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
} from '@quire/shared/render';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import userEvent from '@testing-library/user-event';
import { PAGE } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';
import { PublishedRowDocuments } from './rowDocuments';
import {
  databaseServer,
  firstRow,
  fixtureBlob,
  ownedByReact,
  serverCopy,
  unlistedRow,
  withFixtures,
} from '../../test/publishedDatabase';

describe('the published database, hydrated from the server’s copy', () => {
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
