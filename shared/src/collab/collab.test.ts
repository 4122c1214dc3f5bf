/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import * as Y from 'yjs';
import { copyCollabFor } from './copy.js';
import { emptyCollabFor } from './empty.js';
import { CollabType, ViewLayout } from './layouts.js';
import { decodeDoc } from './yjs.js';

// Real AppFlowy collabs are AGPL content kept outside the repository (never copied in): read from
// QUIRE_APPFLOWY_FIXTURES or the `shared/fixtures/appflowy` beside the checkout. Where neither exists the
// comparisons are skipped, and say so in their names.
const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../shared/fixtures/appflowy');
const withFixtures = existsSync(fixtureDir) ? it : it.skip;

function fixtureDoc(file: string): Y.Doc {
  const parsed = JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as {
    data: { doc_state: number[] };
  };
  return decodeDoc(Uint8Array.from(parsed.data.doc_state));
}

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json => value as Json;
const keysOf = (value: unknown) => Object.keys(asJson(value)).sort();
const now = new Date('2026-01-02T03:04:05.000Z');

function newCollab(layout: ViewLayout) {
  const viewId = randomUUID();
  const collab = emptyCollabFor({ layout, viewId, name: 'Untitled', now });
  return { viewId, collab, data: asJson(decodeDoc(collab.docState).getMap('data').toJSON()) };
}

describe('empty collabs per layout (ENT-13, ENT-15, ENT-34)', () => {
  it('a Document is data.document {page_id, blocks, meta {children_map, text_map}} with one empty paragraph', () => {
    const { viewId, collab, data } = newCollab(ViewLayout.Document);
    expect(collab).toMatchObject({ objectId: viewId, collabType: CollabType.Document });
    const document = asJson(data.document);
    expect(keysOf(document)).toEqual(['blocks', 'meta', 'page_id']);
    const blocks = asJson(document.blocks);
    const meta = asJson(document.meta);
    expect(keysOf(meta)).toEqual(['children_map', 'text_map']);
    const page = asJson(blocks[String(document.page_id)]);
    expect(page).toMatchObject({ ty: 'page', parent: '', data: '{}', external_id: null });
    const childrenMap = asJson(meta.children_map);
    const pageChildren = childrenMap[String(page.children)] as string[];
    expect(pageChildren).toHaveLength(1);
    const paragraph = asJson(blocks[pageChildren[0] ?? '']);
    expect(paragraph).toMatchObject({ ty: 'paragraph', parent: page.id, external_type: 'text' });
    expect(childrenMap[String(paragraph.children)]).toEqual([]);
    expect(asJson(meta.text_map)[String(paragraph.external_id)]).toBe('');
  });

  withFixtures("a Document's block keys are those of AppFlowy's own documents (fixture simple_doc)", () => {
    const fixture = asJson(fixtureDoc('simple_doc.json').getMap('data').toJSON());
    const fixtureDocument = asJson(fixture.document);
    const fixturePage = asJson(fixtureDocument.blocks)[String(fixtureDocument.page_id)];
    const ours = asJson(newCollab(ViewLayout.Document).data.document);
    expect(keysOf(ours)).toEqual(keysOf(fixtureDocument));
    expect(keysOf(ours.meta)).toEqual(keysOf(fixtureDocument.meta));
    expect(keysOf(asJson(ours.blocks)[String(ours.page_id)])).toEqual(keysOf(fixturePage));
  });

  it.each([
    [ViewLayout.Grid, 0, ['Name']],
    [ViewLayout.Board, 1, ['Name', 'Status']],
    [ViewLayout.Calendar, 2, ['Name', 'Date']],
  ])(
    'layout %i is a Database collab with one view of database layout %i (ENT-14)',
    (layout, dbLayout, names) => {
      const { viewId, collab, data } = newCollab(layout);
      expect(collab.collabType).toBe(CollabType.Database);
      expect(collab.objectId).not.toBe(viewId);
      const database = asJson(data.database);
      expect(database.id).toBe(collab.objectId);
      expect(asJson(database.metas).iid).toBe(viewId);
      const fields = Object.values(asJson(database.fields)).map(asJson);
      expect(fields.map((field) => field.name)).toEqual(names);
      expect(fields.filter((field) => field.is_primary === true).map((field) => field.ty)).toEqual([0]);
      const views = asJson(database.views);
      expect(Object.keys(views)).toEqual([viewId]);
      const view = asJson(views[viewId]);
      expect(view).toMatchObject({
        id: viewId,
        database_id: collab.objectId,
        layout: dbLayout,
        row_orders: [],
      });
      expect((view.field_orders as Json[]).map((order) => order.id)).toEqual(fields.map((field) => field.id));
    },
  );

  withFixtures("a Database's keys are those of AppFlowy's own databases (fixture ad7dc45b)", () => {
    const fixture = asJson(
      fixtureDoc('database/ad7dc45b-44b5-498f-bfa2-0f43bf05cc0d.json').getMap('data').toJSON(),
    );
    const fixtureDatabase = asJson(fixture.database);
    const fixtureField = Object.values(asJson(fixtureDatabase.fields))
      .map(asJson)
      .find((f) => f.is_primary === true);
    const fixtureView = asJson(Object.values(asJson(fixtureDatabase.views))[0]);
    const ours = asJson(newCollab(ViewLayout.Grid).data.database);
    const ourField = Object.values(asJson(ours.fields)).map(asJson)[0];
    const ourView = asJson(Object.values(asJson(ours.views))[0]);
    expect(keysOf(ours)).toEqual(keysOf(fixtureDatabase));
    expect(keysOf(ourField)).toEqual(expect.arrayContaining(keysOf(fixtureField)));
    // Every key AppFlowy wrote on its view is on ours (ours adds the spec's calculations and flags).
    expect(keysOf(ourView)).toEqual(expect.arrayContaining(keysOf(fixtureView)));
  });

  it('an AI chat gets a minimal chat collab named after its view', () => {
    const { viewId, collab, data } = newCollab(ViewLayout.AIChat);
    expect(collab).toMatchObject({ objectId: viewId, collabType: CollabType.Empty });
    expect(asJson(data.chat)).toEqual({ id: viewId, created_at: Math.floor(now.getTime() / 1000) });
  });
});

describe('copying collabs for duplicate', () => {
  it('a Document is copied byte for byte under the new view id', () => {
    const source = newCollab(ViewLayout.Document);
    const viewId = randomUUID();
    const copy = copyCollabFor({
      layout: ViewLayout.Document,
      source: { objectId: source.viewId, docState: source.collab.docState },
      sourceViewId: source.viewId,
      viewId,
      now,
    });
    expect(copy.objectId).toBe(viewId);
    expect(Buffer.from(copy.docState).equals(Buffer.from(source.collab.docState))).toBe(true);
  });

  it('a Database is re-keyed to a new database id and the new view id, fields kept', () => {
    const source = newCollab(ViewLayout.Board);
    const viewId = randomUUID();
    const copy = copyCollabFor({
      layout: ViewLayout.Board,
      source: { objectId: source.collab.objectId, docState: source.collab.docState },
      sourceViewId: source.viewId,
      viewId,
      now,
    });
    expect(copy.objectId).not.toBe(source.collab.objectId);
    const database = asJson(asJson(decodeDoc(copy.docState).getMap('data').toJSON()).database);
    const original = asJson(source.data.database);
    expect(database.id).toBe(copy.objectId);
    expect(asJson(database.metas).iid).toBe(viewId);
    expect(database.fields).toEqual(original.fields);
    const view = asJson(asJson(database.views)[viewId]);
    const originalView = asJson(asJson(original.views)[source.viewId]);
    expect(Object.keys(asJson(database.views))).toEqual([viewId]);
    expect(view).toEqual({ ...originalView, id: viewId, database_id: copy.objectId });
  });
});
