// A real AppFlowy document in the editor: full_doc.json (every block type AppFlowy's editor writes) is sent to a new
// page as an AppFlowy client would send it, through web-update, and the page shows each of its blocks.
//
// The AppFlowy collabs are AGPL content kept outside the repository (never copied in): read from
// QUIRE_APPFLOWY_FIXTURES or the `shared/fixtures/appflowy` beside the checkout, as the unit tests do; without
// them this test is skipped and says so.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as Y from 'yjs';
import {
  createDocumentPage,
  documentTree,
  replaceDocument,
  sendWebUpdate,
  serverDocument,
  type DocumentBlock,
  type TextInsert,
} from '../support/documents.js';
import { repoRoot } from '../support/paths.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(repoRoot, '..', 'shared', 'fixtures', 'appflowy');
const fullDoc = join(fixtureDir, 'full_doc.json');

test.skip(
  !existsSync(fullDoc),
  `the AppFlowy fixtures are not here (${fixtureDir}); set QUIRE_APPFLOWY_FIXTURES to where they are`,
);

const running = quireWithMailbox();

function fixtureDoc(path: string): Y.Doc {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { data: { doc_state: number[] } };
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(parsed.data.doc_state));
  return doc;
}

/** The types whose children the editor shows as blocks of their own (nested under them). */
const nestingTypes = new Set([
  'paragraph',
  'heading',
  'todo_list',
  'bulleted_list',
  'numbered_list',
  'toggle_list',
  'quote',
  'callout',
  'code',
  'divider',
  'image',
]);
/** The types whose text the editor shows as editable text. */
const textTypes = new Set([
  'paragraph',
  'heading',
  'todo_list',
  'bulleted_list',
  'numbered_list',
  'toggle_list',
  'quote',
  'callout',
  'code',
]);

/**
 * The blocks the page must show by id: every block down the tree, except inside a block of a type the editor does
 * not nest blocks in (a table, a database view): that block stands for its subtree, in a placeholder or in a
 * rendering of its own.
 */
function shownBlocks(root: DocumentBlock, into: DocumentBlock[] = []): DocumentBlock[] {
  for (const child of root.children) {
    into.push(child);
    if (nestingTypes.has(child.ty)) shownBlocks(child, into);
  }
  return into;
}

/**
 * The pieces of a block's text that appear as they are: each line of each plain insert. A mention or a formula
 * (a '$' carrying it) shows as a chip of its own; a line break in a paragraph is a <br>, not a character.
 */
function plainPieces(text: readonly TextInsert[]): string[] {
  return text
    .filter((op) => typeof op.insert === 'string' && op.attributes?.mention === undefined)
    .filter((op) => typeof op.attributes?.formula !== 'string')
    .flatMap((op) => (op.insert as string).split('\n'))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

const blockById = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="page-body"] .bn-block-outer[data-id="${id}"]`);
/** The block's own content, without its children. */
const contentOf = (block: Locator): Locator => block.locator(':scope > .bn-block > .bn-block-content');

test('ENT-36 ENT-37 ENT-39 / a page seeded through web-update with AppFlowy’s full_doc.json shows every block, its text, and opening it changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fixture = fixtureDoc(fullDoc);
  const expected = documentTree(fixture);

  await signInByMagicLink(page, running.quire, running.mailbox, `fixture-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Full doc');

  // The new page's collab, as the server made it, becomes the fixture's document: one update of plain edits.
  const server = await serverDocument(page, running.quire.url, workspaceId, viewId);
  replaceDocument(server.doc, fixture);
  await sendWebUpdate(
    page,
    running.quire.url,
    workspaceId,
    viewId,
    Y.encodeStateAsUpdate(server.doc, server.stateVector),
  );
  const seeded = await serverDocument(page, running.quire.url, workspaceId, viewId);
  expect(documentTree(seeded.doc)).toEqual(expected);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/web-update')) sent.push(request.url());
  });
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });

  const shown = shownBlocks(expected);
  expect(shown.length).toBeGreaterThan(40);
  for (const block of shown) {
    const element = blockById(page, block.id);
    await expect(element, `${block.ty} ${block.id}`).toBeAttached();
    if (textTypes.has(block.ty)) {
      const content = contentOf(element);
      for (const piece of plainPieces(block.text ?? []))
        await expect(content, `${block.ty} ${block.id}`).toContainText(piece);
    }
  }
  // The blocks the editor shows in its order: the fixture's, depth first.
  const order = await page
    .locator('[data-testid="page-body"] .bn-block-outer')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
  expect(order.filter((id) => shown.some((block) => block.id === id))).toEqual(
    shown.map((block) => block.id),
  );

  // A type this editor has no editing for yet is there as a whole: its placeholder or a rendering of its own.
  const wholes = shown.filter((block) => !textTypes.has(block.ty) && !nestingTypes.has(block.ty));
  expect(wholes.map((block) => block.ty)).toEqual(
    expect.arrayContaining(['table', 'math_equation', 'outline', 'grid', 'board', 'calendar']),
  );
  // Brought near the screen first: the editor's long-document rule (content-visibility) leaves blocks far from
  // it unrendered, which is not visible to the browser.
  for (const block of wholes) {
    await blockById(page, block.id).evaluate((node) => {
      node.scrollIntoView({ block: 'center' });
    });
    await expect(blockById(page, block.id), block.ty).toBeVisible();
  }

  // Opening and showing the page wrote nothing: no update was sent and the server's copy is the fixture's.
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced');
  expect(sent).toEqual([]);
  const after = await serverDocument(page, running.quire.url, workspaceId, viewId);
  expect(after.version).toBe(seeded.version);
  expect(documentTree(after.doc)).toEqual(expected);
});
