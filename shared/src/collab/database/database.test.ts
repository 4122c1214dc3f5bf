import * as Y from 'yjs';
import { DatabaseLayout } from '../layouts.js';
import { decodeDoc } from '../yjs.js';
import { cellText, cellValue } from './cells.js';
import { FieldType } from './fieldTypes.js';
import { formatDate, formatNumber } from './format.js';
import type { RowModel } from './model.js';
import { databaseCopyForViews, readPublishedDatabase } from './published.js';
import { readDatabase, readRow } from './read.js';
import { databaseFixture, fixtureBlob, withFixtures } from './test-utils/fixtures.js';
import { rowDocumentId, rowMetaKey } from './uuid.js';
import { boardColumns, calendarEvents, pickView, viewRows, visibleFields } from './views.js';

function fixtureRows(name: 'full' | 'small'): Map<string, RowModel> {
  const rows = new Map<string, RowModel>();
  for (const bytes of databaseFixture(name).rows.values()) {
    const row = readRow(decodeDoc(bytes));
    if (row !== undefined) rows.set(row.id, row);
  }
  return rows;
}

describe('database collab reader', () => {
  withFixtures('ENT-42 / reads the full fixture: 12 fields of their types, 10 views, 10 rows', () => {
    const database = readDatabase(decodeDoc(databaseFixture('full').database));
    expect(database.id).toBe('4c658817-20db-4f56-b7f9-0637a22dfeb6');
    expect(Object.keys(database.fields)).toHaveLength(12);
    expect(new Set(Object.values(database.fields).map((field) => field.type))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    expect(database.views).toHaveLength(10);
    expect(database.inlineViewId).toBe('7d2148fc-cace-4452-9c5c-96e52e6bf8b5');
    const layouts = database.views.map((view) => view.layout);
    expect(layouts).toEqual(
      expect.arrayContaining([DatabaseLayout.Grid, DatabaseLayout.Board, DatabaseLayout.Calendar]),
    );
    const type = database.fields.FrssJd!;
    expect(type.options.map((option) => [option.name, option.color])).toEqual([
      ['77', 'Purple'],
      ['999', 'Pink'],
      ['1000', 'Pink'],
    ]);
    const grid = pickView(database)!;
    expect(grid.sorts).toEqual([{ id: 's:ha4Jjq', fieldId: 'Y54QIs', descending: false }]);
    expect(grid.fieldSettings.TfuyhT?.visibility).toBe(2);
    expect(fixtureRows('full').size).toBe(10);
  });

  withFixtures('formats every field type of the full fixture', () => {
    const database = readDatabase(decodeDoc(databaseFixture('full').database));
    const rows = fixtureRows('full');
    const first = rows.get('2f944220-9f45-40d9-96b5-e8c0888daf7c')!;
    const f = database.fields;
    expect(cellText(f.Y54QIs!, first)).toBe('123');
    expect(cellValue(f.FrssJd!, first)).toEqual({
      kind: 'select',
      options: [{ id: 'xZ03', name: '77', color: 'Purple' }],
    });
    expect(cellValue(f['6LFHB6']!, first)).toEqual({ kind: 'url', url: 'appflowy.io' });
    expect(cellText(f.VY42g1!, first)).toBe('1.99999999999%');
    expect(cellValue(f.jWe_t6!, first)).toEqual({ kind: 'relation', rowIds: [first.id] });
    expect(cellValue(f.xEQAoK!, first)).toEqual({
      kind: 'checklist',
      items: [{ id: 'oTxS', name: '8899', checked: false }],
    });
    expect(first.icon).toBe('🏯');
    expect(cellText(f['7KX_cx']!, first)).toBe('30/04/2024');
    const second = rows.get('318aa415-92ae-489a-a14f-a24692a2efa6')!;
    expect(cellValue(f.sovUtE!, second)).toMatchObject({ kind: 'select' });
    const dated =
      rows.get('88fa36b2-c3d6-4c14-b9ec-0e8b8d2ac4c6') ??
      [...rows.values()].find((row) => row.cells['49UEV5']);
    expect(cellText(f['49UEV5']!, dated!)).toBe('May 25, 2024');
    const checked = [...rows.values()].filter((row) => cellText(f.YPfi2m!, row) === 'Yes');
    expect(checked).toHaveLength(4);
  });

  withFixtures('orders, sorts and groups the views of the fixtures', () => {
    const database = readDatabase(decodeDoc(databaseFixture('full').database));
    const rows = fixtureRows('full');
    const grid = pickView(database)!;
    const sorted = viewRows(database, grid, rows);
    expect(sorted).toHaveLength(10);
    const names = sorted.map((row) => cellText(database.fields.Y54QIs!, row)).filter((name) => name !== '');
    expect(names).toEqual([...names].sort());
    expect(visibleFields(database, grid).map((field) => field.id)).not.toContain('TfuyhT');

    const board = pickView(database, 'e410747b-5f2f-45a0-b2f7-890ad3001355')!;
    const columns = boardColumns(database, board, viewRows(database, board, rows));
    expect(columns.map((column) => column.option?.name ?? 'none')).toEqual(['none', '77', '999', '1000']);
    expect(columns.reduce((sum, column) => sum + column.rows.length, 0)).toBe(10);

    const calendar = pickView(database, 'a6af311f-cbc8-42c2-b801-7115619c3776')!;
    const { events, undated } = calendarEvents(database, calendar, viewRows(database, calendar, rows));
    expect(events).toHaveLength(1);
    expect(undated).toHaveLength(9);

    const small = readDatabase(decodeDoc(databaseFixture('small').database));
    const smallBoard = pickView(small)!;
    expect(smallBoard.layout).toBe(DatabaseLayout.Board);
    // Grouped by a field that no longer exists: one column, the one row not lost.
    const smallColumns = boardColumns(small, smallBoard, viewRows(small, smallBoard, fixtureRows('small')));
    expect(smallColumns.flatMap((column) => column.rows.map((row) => row.id))).toEqual([
      '208d248f-5c08-4be5-a022-e0a97c2d705e',
    ]);
  });

  withFixtures('ENT-49 / reads a published blob and keeps only the visible views in a copy', () => {
    const published = readPublishedDatabase(JSON.parse(JSON.stringify(fixtureBlob('full'))));
    expect(published.rows.size).toBe(10);
    const { database } = databaseFixture('full');
    const copy = databaseCopyForViews(database, ['7eb697cd-6a55-40bb-96ac-0d4a3bc924b2', 'not-a-view']);
    expect(copy.viewIds).toEqual(['7eb697cd-6a55-40bb-96ac-0d4a3bc924b2']);
    expect(copy.rowIds).toHaveLength(10);
    const text = Buffer.from(copy.docState).toString('utf8');
    expect(text).not.toContain('View of Board checkbox');
    expect(readDatabase(decodeDoc(copy.docState)).views.map((view) => view.name)).toEqual(['Grid']);
  });

  withFixtures('derives row meta keys and the row document id as AppFlowy does', () => {
    const rowId = '2f944220-9f45-40d9-96b5-e8c0888daf7c';
    expect(rowMetaKey(rowId, 'icon_id')).toBe('1edbbfed-e436-5b73-81be-86b7b2991fb1');
    expect(rowMetaKey(rowId, 'is_document_empty')).toBe('9a5218df-5c69-52c6-8f01-04f324831d53');
    expect(rowDocumentId(rowId)).toBe('f56bdf0f-90c8-53fb-97d9-ad5860d2b7a0');
    expect(rowDocumentId('not a uuid')).toBeUndefined();
  });

  it('formats numbers and dates the same way everywhere', () => {
    expect(formatNumber('1234567.5', { format: 1 })).toBe('$1,234,567.5');
    expect(formatNumber('-12', { format: 4 })).toBe('-€12');
    expect(formatNumber('abc', { format: 1 })).toBe('abc');
    expect(formatDate(0, { date_format: 2 }, true)).toBe('1970-01-01 00:00');
    expect(formatDate(13 * 3600, { date_format: 3, time_format: 0 }, true)).toBe('Jan 1, 1970 1:00 PM');
  });

  it('reads numeric keys given as number, bigint or string, and skips rows of another database', () => {
    const doc = new Y.Doc();
    const data = new Y.Map<unknown>();
    doc.getMap('data').set('data', data);
    data.set('id', 'r1');
    data.set('database_id', 'other');
    data.set('created_at', 5n);
    data.set('last_modified', '7');
    const cells = new Y.Map<unknown>();
    data.set('cells', cells);
    const cell = new Y.Map<unknown>();
    cells.set('f', cell);
    cell.set('field_type', FieldType.Number);
    cell.set('data', '3');
    const row = readRow(doc)!;
    expect([row.createdAt, row.lastModified, row.cells.f?.fieldType]).toEqual([5, 7, 1]);
    const blob = JSON.parse(JSON.stringify(fixtureBlobLike(row.id, Y.encodeStateAsUpdate(doc)))) as unknown;
    expect(() => readPublishedDatabase(blob)).not.toThrow();
    expect(readPublishedDatabase(blob).rows.size).toBe(0);
  });

  it('refuses a blob without a database', () => {
    expect(() => readPublishedDatabase({})).toThrow('The blob holds no database');
  });
});

function fixtureBlobLike(rowId: string, row: Uint8Array) {
  const doc = new Y.Doc();
  const database = new Y.Map<unknown>();
  doc.getMap('data').set('database', database);
  database.set('id', 'mine');
  database.set('views', new Y.Map());
  database.set('fields', new Y.Map());
  return {
    database_collab: Array.from(Y.encodeStateAsUpdate(doc)),
    database_row_collabs: { [rowId]: Array.from(row) },
  };
}
