// A published grid's row opened as a page (`?r=`, issue 11). The server draws the row page (the way back, the
// row's title, its fields, its document); with JavaScript on the publish remote hydrates those very nodes (no
// second drawing, nothing moves), with JavaScript off the row page and its links work as they are. A row id that
// names no row draws the way back and a note, on the server as in the remote (hydrated, nothing moves).
//
// Quire's API cannot create database rows yet: the row and its document are put in the server's store (its
// SQLite database) as collabs, and the grid lists the row through web-update, as an AppFlowy client would.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { createPageView } from '../support/documents.js';
import { repoRoot } from '../support/paths.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const rowId = 'e2e00000-1111-4222-8333-444444444444';
const rowTitle = 'Row as a page';
const ownerName = 'Ada from the row';
const notes = 'Notes written in the row document';

interface Statement {
  get: (...params: unknown[]) => unknown;
  run: (...params: unknown[]) => unknown;
}
interface SqliteDatabase {
  prepare: (sql: string) => Statement;
  close: () => void;
}

/** The server's SQLite store (better-sqlite3, the server's own dependency). */
function openStore(dataDir: string): SqliteDatabase {
  const require = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
  const open = require('better-sqlite3') as new (file: string) => SqliteDatabase;
  return new open(join(dataDir, 'quire.sqlite'));
}

/** shared's built collab helpers: the row document's id and an empty document. */
async function sharedCollab(): Promise<{
  rowDocumentId: (rowId: string) => string | undefined;
  emptyDocument: () => Uint8Array;
}> {
  return (await import(pathToFileURL(join(repoRoot, 'shared', 'dist', 'collab', 'index.js')).href)) as {
    rowDocumentId: (rowId: string) => string | undefined;
    emptyDocument: () => Uint8Array;
  };
}

/**
 * Gives the grid page `viewId` a text field "Owner" and one row (with a document) listed in its views; the row
 * and its document go in the store as collabs, the database change through web-update.
 */
async function seedRow(page: Page, workspaceId: string, viewId: string): Promise<void> {
  const apiUrl = running.quire.url;
  const headers = { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` };
  const store = openStore(running.quire.dataDir);
  try {
    const { collab_id: databaseCollab } = store
      .prepare('select collab_id from views where view_id = ?')
      .get(viewId) as { collab_id: string };
    const read = await page.request.get(
      `${apiUrl}/api/workspace/v1/${workspaceId}/collab/${databaseCollab}`,
      {
        headers,
        params: { collab_type: 1 },
      },
    );
    const state = ((await read.json()) as { data: { doc_state: number[] } }).data.doc_state;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(state));
    const before = Y.encodeStateVector(doc);
    const database = doc.getMap('data').get('database') as Y.Map<unknown>;
    const databaseId = database.get('id') as string;
    const fields = database.get('fields') as Y.Map<Y.Map<unknown>>;
    const primary = [...fields.values()].find((field) => field.get('is_primary') === true);
    const primaryId = primary?.get('id') as string;
    doc.transact(() => {
      const owner = new Y.Map<unknown>();
      fields.set('owner1', owner);
      owner.set('id', 'owner1');
      owner.set('name', 'Owner');
      owner.set('ty', 0);
      owner.set('is_primary', false);
      const typeOption = new Y.Map<unknown>();
      owner.set('type_option', typeOption);
      typeOption.set('0', new Y.Map<unknown>());
      for (const view of (database.get('views') as Y.Map<Y.Map<unknown>>).values()) {
        (view.get('row_orders') as Y.Array<unknown>).push([{ id: rowId, height: 60 }]);
      }
    });
    const update = Y.encodeStateAsUpdate(doc, before);
    const sent = await page.request.post(
      `${apiUrl}/api/workspace/v1/${workspaceId}/collab/${databaseCollab}/web-update`,
      {
        headers: { ...headers, 'client-version': 'web', 'device-id': 'e2e-seed' },
        data: { doc_state: Buffer.from(update).toString('base64'), collab_type: 1 },
      },
    );
    expect(((await sent.json()) as { code: number }).code).toBe(0);

    const row = new Y.Doc();
    const data = new Y.Map<unknown>();
    row.getMap('data').set('data', data);
    data.set('id', rowId);
    data.set('database_id', databaseId);
    data.set('height', 60);
    data.set('visibility', true);
    data.set('created_at', 1_700_000_000);
    data.set('last_modified', 1_700_000_000);
    const cells = new Y.Map<Y.Map<unknown>>();
    data.set('cells', cells);
    for (const [fieldId, text] of [
      [primaryId, rowTitle],
      ['owner1', ownerName],
    ] as const) {
      const cell = new Y.Map<unknown>();
      cells.set(fieldId, cell);
      cell.set('field_type', 0);
      cell.set('data', text);
    }
    const { rowDocumentId, emptyDocument } = await sharedCollab();
    const rowDocument = new Y.Doc();
    Y.applyUpdate(rowDocument, emptyDocument());
    const meta = (rowDocument.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
    const [firstText] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
    firstText?.insert(0, notes);
    const insert = store.prepare(
      'insert into collabs (object_id, workspace_id, collab_type, doc_state, size_bytes, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    const now = new Date().toISOString();
    for (const [objectId, type, bytes] of [
      [rowId, 4, Y.encodeStateAsUpdate(row)],
      [rowDocumentId(rowId) ?? 'no-document-id', 0, Y.encodeStateAsUpdate(rowDocument)],
    ] as const) {
      insert.run(objectId, workspaceId, type, Buffer.from(bytes), bytes.byteLength, now);
    }
  } finally {
    store.close();
  }
}

test('PUB-08 issue 11 / ?r= is the server-drawn row page: hydrated in place with JavaScript, working without', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `row-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const grid = await createPageView(page, running.quire.url, workspaceId, 'Team list', { layout: 1 });
  await seedRow(page, workspaceId, grid);
  await publishPage(page, running.quire.url, workspaceId, grid, { publish_name: 'team-list' });
  const address = `${running.quire.url}/${workspaceId}/team-list`;

  // Without JavaScript: the server's row page, its way back, and the grid's link to the row.
  const offline = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await offline.newPage();
    await reader.goto(`${address}?r=${rowId}`);
    const row = reader.locator('#quire-published .quire-row-detail');
    await expect(row.locator('h1')).toHaveText(rowTitle);
    // The grid's own default fields (Type, Done) are listed too; the one this test wrote carries its value.
    await expect(row.locator('.quire-row-property dt')).toHaveText(['Type', 'Done', 'Owner']);
    const owner = row
      .locator('.quire-row-property')
      .filter({ has: reader.locator('dt', { hasText: 'Owner' }) });
    await expect(owner.locator('dd')).toHaveText(ownerName);
    await expect(row).toContainText(notes);
    await expect(reader.locator('.quire-page-title')).toHaveCount(0);
    await reader.getByRole('link', { name: 'Back to the database' }).click();
    await expect(reader.locator('#quire-published table.quire-grid-table')).toBeVisible();
    await expect(reader.locator('.quire-page-title')).toHaveText('Team list');
    await reader.locator(`#quire-published a[href="?r=${rowId}"]`).first().click();
    await expect(reader).toHaveURL(new RegExp(`\\?r=${rowId}$`));
    await expect(reader.locator('#quire-published .quire-row-detail h1')).toHaveText(rowTitle);
    // A row id that names no row: what the remote draws for it, the way back and a note, nothing of a row.
    await reader.goto(`${address}?r=not-a-row`);
    await expect(reader.locator('#quire-published .quire-row-missing [role="alert"]')).toHaveText(
      'This row is not part of the published page.',
    );
    await expect(reader.locator('.quire-row-detail')).toHaveCount(0);
    await expect(reader.locator('table.quire-grid-table')).toHaveCount(0);
    await expect(reader.locator('.quire-page-title')).toHaveCount(0);
    await reader.getByRole('link', { name: 'Back to the database' }).click();
    await expect(reader.locator('#quire-published table.quire-grid-table')).toBeVisible();
  } finally {
    await offline.close();
  }

  // With JavaScript: the row page the HTML parser made is the one React takes over, and nothing moves.
  const online = await (await browser.newContext()).newPage();
  await online.addInitScript(() => {
    const shifts: number[] = [];
    const state = { title: null as Element | null, shifts };
    Object.assign(window, { __row: state });
    const parsing = new MutationObserver(() => {
      state.title ??= document.querySelector('#quire-published .quire-row-detail-title');
      if (document.readyState !== 'loading') parsing.disconnect();
    });
    parsing.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await online.goto(`${address}?r=${rowId}`);
  const body = online.getByTestId('publish-row');
  await expect(body.locator('h1')).toHaveText(rowTitle);
  await expect
    .poll(() =>
      online.evaluate(() => {
        const { title } = (window as unknown as { __row: { title: Element | null } }).__row;
        return title !== null && Object.keys(title).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  const taken = await online.evaluate(() => {
    const state = (window as unknown as { __row: { title: Element | null; shifts: number[] } }).__row;
    return {
      same:
        state.title !== null &&
        state.title === document.querySelector('[data-testid="publish-row"] .quire-row-detail-title'),
      titles: document.querySelectorAll('.quire-row-detail-title').length,
      shift: state.shifts.reduce((a, b) => a + b, 0),
    };
  });
  expect(taken.same).toBe(true);
  expect(taken.titles).toBe(1);
  expect(taken.shift).toBeLessThan(0.01);
  await expect(body.getByText(notes)).toHaveCount(1);
  await expect(online.getByTestId('publish-title')).toHaveCount(0);
  // The way back is the router's now (no page load): the grid, with its heading.
  await body.getByRole('link', { name: 'Back to the database' }).click();
  await expect(online.getByTestId('publish-database').locator('table.quire-grid-table')).toBeVisible();
  await expect(online.getByTestId('publish-title')).toHaveText('Team list');

  // With JavaScript, a row id that names no row: the server draws the note the remote draws (no page heading,
  // no view), and the remote hydrates those nodes. Layout-shift entries cannot see a drawing replaced by new
  // nodes, so the boxes as parsed are compared with the boxes once the remote took over.
  const unknown = await (await browser.newContext()).newPage();
  await unknown.addInitScript(() => {
    const selectors = {
      content: '.quire-frame-content',
      missing: '.quire-row-missing',
      back: '.quire-row-missing .quire-row-back',
      note: '.quire-row-missing [role="alert"]',
    };
    const measure = (root: Element | null) =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => {
          const rect = root?.querySelector(selector)?.getBoundingClientRect();
          return [
            name,
            rect === undefined
              ? null
              : [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 2) / 2),
          ];
        }),
      );
    const shifts: number[] = [];
    const state = {
      note: null as Element | null,
      before: null as Record<string, number[] | null> | null,
      heading: null as boolean | null,
      view: null as boolean | null,
      shifts,
      measure,
    };
    Object.assign(window, { __missing: state });
    // 'interactive': the parser is done, no deferred script has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const copy = document.getElementById('quire-published');
      state.note = copy?.querySelector(selectors.note) ?? null;
      state.heading = copy?.querySelector('.quire-page-title') != null;
      state.view = copy?.querySelector('.quire-database-view') != null;
      state.before = measure(copy);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await unknown.goto(`${address}?r=not-a-row`);
  await expect(unknown.getByTestId('publish-row-missing')).toContainText(
    'This row is not part of the published page.',
  );
  await expect(unknown.locator('#quire-published')).toHaveCount(0);
  await expect
    .poll(() =>
      unknown.evaluate(() => {
        const { note } = (window as unknown as { __missing: { note: Element | null } }).__missing;
        return note !== null && Object.keys(note).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  // Whatever comes late (the outline, the right-hand menu, fonts) has come.
  await unknown.waitForTimeout(1500);
  const missing = await unknown.evaluate(() => {
    const state = (
      window as unknown as {
        __missing: {
          note: Element | null;
          before: Record<string, number[] | null> | null;
          heading: boolean | null;
          view: boolean | null;
          shifts: number[];
          measure: (root: Element | null) => Record<string, number[] | null>;
        };
      }
    ).__missing;
    return {
      same: state.note !== null && state.note === document.querySelector('.quire-row-missing [role="alert"]'),
      notes: document.querySelectorAll('.quire-row-missing').length,
      serverHeading: state.heading,
      serverView: state.view,
      before: state.before,
      after: state.measure(document.querySelector('[data-testid="publish-page"]')),
      shift: state.shifts.reduce((a, b) => a + b, 0),
    };
  });
  expect(missing.serverHeading).toBe(false);
  expect(missing.serverView).toBe(false);
  expect(missing.same).toBe(true);
  expect(missing.notes).toBe(1);
  expect(missing.before?.note).not.toBeNull();
  expect(missing.after).toEqual(missing.before);
  expect(missing.shift).toBeLessThan(0.01);
  await expect(unknown.getByTestId('publish-title')).toHaveCount(0);
  await unknown.getByRole('link', { name: 'Back to the database' }).click();
  await expect(unknown.getByTestId('publish-database').locator('table.quire-grid-table')).toBeVisible();
  await expect(unknown.getByTestId('publish-title')).toHaveText('Team list');

  // A German reader: the server draws the way back and the note in German (the labels the remote translates
  // with, from the same locale files), before any script — without JavaScript they stay so — and the remote
  // hydrates them with those labels: the same nodes, and their text never changes at the take-over.
  const germanNote = 'Diese Zeile gehört nicht zur veröffentlichten Seite.';
  const germanBack = 'Zurück zur Datenbank';
  const germanOffline = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  try {
    const reader = await germanOffline.newPage();
    await reader.goto(`${address}?r=not-a-row`);
    await expect(reader.locator('#quire-published .quire-row-missing [role="alert"]')).toHaveText(germanNote);
    await expect(reader.locator('#quire-published .quire-row-missing .quire-row-back')).toHaveText(
      germanBack,
    );
    await expect(reader.getByText('This row is not part of the published page.')).toHaveCount(0);
  } finally {
    await germanOffline.close();
  }
  const german = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await german.addInitScript(() => {
    const state = { note: null as Element | null, texts: [] as string[] };
    Object.assign(window, { __german: state });
    const textNow = () => document.querySelector('.quire-row-missing')?.textContent ?? '';
    // 'interactive': the parser is done, no deferred script has run yet; from then on every text it shows.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      state.note = document.querySelector('#quire-published .quire-row-missing [role="alert"]');
      state.texts.push(textNow());
      new MutationObserver(() => {
        const text = textNow();
        // (Between two mutations the note may be in no document for a moment: that is not a text shown.)
        if (text !== '' && text !== state.texts[state.texts.length - 1]) state.texts.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
  });
  await german.goto(`${address}?r=not-a-row`);
  await expect(german.getByTestId('publish-row-missing')).toContainText(germanNote);
  await expect
    .poll(() =>
      german.evaluate(() => {
        const { note } = (window as unknown as { __german: { note: Element | null } }).__german;
        return note !== null && Object.keys(note).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  // The page's own translated drawing follows the hydration: give it time to come.
  await german.waitForTimeout(1000);
  const takenOver = await german.evaluate(() => {
    const state = (window as unknown as { __german: { note: Element | null; texts: string[] } }).__german;
    return {
      same: state.note !== null && state.note === document.querySelector('.quire-row-missing [role="alert"]'),
      texts: state.texts,
    };
  });
  expect(takenOver.same).toBe(true);
  expect(takenOver.texts).toEqual([`${germanBack}${germanNote}`]);
  await expect(
    german.getByTestId('publish-row-missing').getByRole('link', { name: germanBack }),
  ).toBeVisible();
});
