import * as Y from 'yjs';
import { DatabaseLayout } from '../../layouts.js';
import { decodeDoc, encodeDoc } from '../../yjs.js';
import { CalculationType } from '../calculate.js';
import { FieldType } from '../fieldTypes.js';
import { readDatabase, readRow } from '../read.js';
import { databaseFixture, withFixtures } from '../test-utils/fixtures.js';
import { setCalculation } from './calculations.js';
import { setCell, setRowMeta } from './cells.js';
import { addField, changeFieldType, renameField, setFieldVisibility } from './fields.js';
import { addFilter } from './filters.js';
import { setGroupCollapsed, setGroupVisible } from './groups.js';
import { setBoardSettings, setCalendarSettings } from './layoutSettings.js';
import { addSelectOption } from './options.js';
import { duplicateRowDoc, insertRowOrder } from './rows.js';
import { addSort } from './sorts.js';
import { addView, moveView, renameView, viewOrder } from './views.js';

// AppFlowy's fixtures, edited by one write of each kind: everything a write does not own must come back as
// AppFlowy stored it (bigint numbers included), also after a round trip through the encoded state.

const now = new Date('2024-06-01T00:00:00Z');
const grid = '7d2148fc-cace-4452-9c5c-96e52e6bf8b5';
const board = 'e410747b-5f2f-45a0-b2f7-890ad3001355';
const calendar = 'a6af311f-cbc8-42c2-b801-7115619c3776';

/** JSON that keeps bigints visible (`1714449546n`), so a bigint rewritten as a number is a difference. */
function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
}

function plain(map: unknown): Record<string, unknown> {
  return (map as Y.Map<unknown>).toJSON();
}

function databaseJson(doc: Y.Doc): Record<string, Record<string, Record<string, unknown>>> {
  return plain(doc.getMap('data').get('database')) as Record<string, Record<string, Record<string, unknown>>>;
}

function without(record: Record<string, unknown> | undefined, keys: string[]): string {
  return snapshot(Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !keys.includes(key))));
}

describe('AppFlowy fixtures: edited and written back without losing what AppFlowy stored', () => {
  withFixtures(
    'ENT-42 / one write of each kind on the full database leaves untouched keys as they were',
    () => {
      const fixture = databaseFixture('full');
      const doc = decodeDoc(fixture.database);
      const before = databaseJson(doc);

      renameField(doc, 'Y54QIs', 'Title', now);
      const added = addField(doc, { name: 'Added', type: FieldType.Number, now });
      setFieldVisibility(doc, calendar, 'FrssJd', 2);
      const option = addSelectOption(doc, 'FrssJd', { name: 'New' });
      changeFieldType(doc, 'VY42g1', FieldType.RichText, now);
      insertRowOrder(doc, '00000000-0000-4000-8000-000000000001', { viewId: grid, index: 0 });
      const view = addView(doc, { name: 'Mine', layout: DatabaseLayout.Grid, now });
      renameView(doc, board, 'Kanban', now);
      moveView(doc, view, 0);
      addFilter(doc, grid, { fieldId: 'Y54QIs', condition: 2, content: 'x' });
      addSort(doc, grid, { fieldId: 'FrssJd', descending: true });
      setCalculation(doc, grid, 'Y54QIs', CalculationType.CountEmpty);
      setGroupCollapsed(doc, board, 'xZ03', true);
      setGroupVisible(doc, board, '04f47037-186a-487f-b68e-f1bfa0fe665e', false);
      setBoardSettings(doc, board, { hideUngroupedColumn: true });
      setCalendarSettings(doc, calendar, { firstDayOfWeek: 1 });

      const after = databaseJson(decodeDoc(encodeDoc(doc)));
      expect(after.id).toEqual(before.id);
      expect(snapshot(after.metas?.iid)).toBe(snapshot(before.metas?.iid));
      // Fields: only the renamed, re-typed and optioned ones changed, and only in the keys written.
      const touchedFields: Record<string, string[]> = {
        Y54QIs: ['name', 'last_modified'],
        FrssJd: ['type_option'],
        VY42g1: ['ty', 'type_option', 'last_modified'],
      };
      for (const [id, field] of Object.entries(before.fields ?? {})) {
        expect(without(after.fields?.[id] as Record<string, unknown>, touchedFields[id] ?? [])).toBe(
          without(field, touchedFields[id] ?? []),
        );
      }
      const typeOptions = (id: string) =>
        (after.fields?.[id] as Record<string, Record<string, unknown>>).type_option!;
      expect(snapshot(typeOptions('VY42g1')['1'])).toBe(
        snapshot((before.fields?.VY42g1 as Record<string, Record<string, unknown>>).type_option!['1']),
      );
      expect(after.fields?.[added]).toBeDefined();
      // Views: only the keys each write owns changed.
      const touchedViews: Record<string, string[]> = {
        [grid]: ['row_orders', 'filters', 'sorts', 'calculations', 'field_orders', 'field_settings'],
        [board]: [
          'name',
          'modified_at',
          'groups',
          'layout_settings',
          'row_orders',
          'field_orders',
          'field_settings',
        ],
        [calendar]: ['field_settings', 'layout_settings', 'row_orders', 'field_orders'],
      };
      for (const [id, view] of Object.entries(before.views ?? {})) {
        const keys = touchedViews[id] ?? ['row_orders', 'field_orders', 'field_settings'];
        expect(without(after.views?.[id] as Record<string, unknown>, keys)).toBe(without(view, keys));
        // Field settings AppFlowy stored stay (bigint visibility included).
        const settingsBefore = (view as Record<string, Record<string, unknown>>).field_settings ?? {};
        const settingsAfter =
          (after.views?.[id] as Record<string, Record<string, unknown>>).field_settings ?? {};
        for (const [fieldId, setting] of Object.entries(settingsBefore)) {
          if (id === calendar && fieldId === 'FrssJd') continue;
          expect(snapshot(settingsAfter[fieldId])).toBe(snapshot(setting));
        }
      }
      const gridAfter = after.views?.[grid] as Record<string, unknown[]>;
      const gridBefore = before.views?.[grid] as Record<string, unknown[]>;
      expect(snapshot(gridAfter.row_orders?.slice(1))).toBe(snapshot(gridBefore.row_orders));
      expect(snapshot(gridAfter.sorts?.slice(0, 1))).toBe(snapshot(gridBefore.sorts));
      expect(snapshot(gridAfter.calculations?.slice(1))).toBe(snapshot(gridBefore.calculations?.slice(1)));
      const boardGroups = (after.views?.[board] as Record<string, Record<string, unknown>[]>).groups![0]!;
      expect(boardGroups).toMatchObject({ id: 'g:_37Rns', ty: 3n, content: '' });
      expect(
        snapshot(
          (after.views?.[calendar] as Record<string, Record<string, Record<string, unknown>>>)
            .layout_settings!['2'],
        ),
      ).toBe(
        snapshot({
          ...(before.views?.[calendar] as Record<string, Record<string, Record<string, unknown>>>)
            .layout_settings!['2'],
          first_day_of_week: 1,
        }),
      );

      // The model reads it all back.
      const database = readDatabase(decodeDoc(encodeDoc(doc)));
      expect(database.views[0]?.id).toBe(view);
      expect(viewOrder(doc)[0]).toBe(view);
      expect(database.fields.Y54QIs?.name).toBe('Title');
      expect(database.fields.FrssJd?.options.at(-1)).toEqual(option);
      expect(database.fields.VY42g1?.type).toBe(FieldType.RichText);
      const gridView = database.views.find((v) => v.id === grid)!;
      expect(gridView.calculations?.find((c) => c.fieldId === 'Y54QIs')).toMatchObject({
        type: 6,
        id: 'yQM3C8',
      });
      expect(gridView.sorts.map((s) => s.fieldId)).toEqual(['Y54QIs', 'FrssJd']);
      const boardView = database.views.find((v) => v.id === board)!;
      expect(boardView.grouping?.collapsedGroupIds).toEqual(['xZ03']);
      expect(boardView.board?.hideUngroupedColumn).toBe(true);
    },
  );

  withFixtures('a fixture row: one cell and the icon written, every other cell and meta key kept', () => {
    const fixture = databaseFixture('full');
    const rowId = '2f944220-9f45-40d9-96b5-e8c0888daf7c';
    const doc = decodeDoc(fixture.rows.get(rowId)!);
    const before = plain(doc.getMap('data'));
    setCell(doc, 'Y54QIs', { type: FieldType.RichText, data: 'changed' }, now);
    setCell(doc, 'jWe_t6', { type: FieldType.Relation, data: [rowId, 'other'] }, now);
    setRowMeta(doc, { icon: '🌊' });
    const after = plain(decodeDoc(encodeDoc(doc)).getMap('data'));
    const cellsBefore = (before.data as Record<string, Record<string, Record<string, unknown>>>).cells!;
    const cellsAfter = (after.data as Record<string, Record<string, Record<string, unknown>>>).cells!;
    for (const [fieldId, cell] of Object.entries(cellsBefore)) {
      if (fieldId === 'Y54QIs' || fieldId === 'jWe_t6') {
        expect(without(cellsAfter[fieldId], ['data', 'last_modified'])).toBe(
          without(cell, ['data', 'last_modified']),
        );
      } else expect(snapshot(cellsAfter[fieldId])).toBe(snapshot(cell));
    }
    expect(without(after.data as Record<string, unknown>, ['cells', 'last_modified'])).toBe(
      without(before.data as Record<string, unknown>, ['cells', 'last_modified']),
    );
    const metaBefore = before.meta as Record<string, unknown>;
    const metaAfter = after.meta as Record<string, unknown>;
    expect(metaAfter['9a5218df-5c69-52c6-8f01-04f324831d53']).toBe(
      metaBefore['9a5218df-5c69-52c6-8f01-04f324831d53'],
    );
    const row = readRow(doc)!;
    expect(row.icon).toBe('🌊');
    expect(row.cells.jWe_t6?.data).toEqual([rowId, 'other']);
    expect(row.cells.VY42g1?.data).toBe('1.99999999999');
    const copy = readRow(duplicateRowDoc(doc, { rowId: '00000000-0000-4000-8000-000000000002', now }))!;
    expect(copy.cells).toEqual(row.cells);
  });

  withFixtures('the small fixture (a board grouped by a missing field) takes writes without crashing', () => {
    const doc = decodeDoc(databaseFixture('small').database);
    const database = readDatabase(doc);
    const viewId = database.views.find((v) => v.layout === DatabaseLayout.Board)!.id;
    expect(() => {
      setGroupCollapsed(doc, viewId, 'x', true);
    }).not.toThrow();
    addField(doc, { name: 'n', type: FieldType.Checkbox, now });
    expect(viewOrder(doc)).toHaveLength(database.views.length);
    expect(readDatabase(doc).views.find((v) => v.id === viewId)?.grouping?.collapsedGroupIds).toEqual(['x']);
  });
});
