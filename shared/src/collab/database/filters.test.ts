import { FieldType } from './fieldTypes.js';
import { passesFilters } from './filters.js';
import type { DatabaseField, DatabaseModel, RowModel, ViewFilter } from './model.js';

const field = (id: string, type: number): DatabaseField => ({
  id,
  name: id,
  type,
  isPrimary: id === 'name',
  typeOption: {},
  options: [
    { id: 'a', name: 'A', color: 'Purple' },
    { id: 'b', name: 'B', color: 'Pink' },
  ],
});

const database: DatabaseModel = {
  id: 'db',
  inlineViewId: undefined,
  views: [],
  fields: Object.fromEntries(
    [
      field('name', FieldType.RichText),
      field('count', FieldType.Number),
      field('done', FieldType.Checkbox),
      field('tags', FieldType.MultiSelect),
      field('list', FieldType.Checklist),
    ].map((f) => [f.id, f]),
  ),
};

function row(id: string, cells: Record<string, string>): RowModel {
  return {
    id,
    databaseId: 'db',
    createdAt: 0,
    lastModified: 0,
    icon: undefined,
    cells: Object.fromEntries(
      Object.entries(cells).map(([fieldId, data]) => [
        fieldId,
        {
          fieldType: database.fields[fieldId]?.type ?? 0,
          data,
          endTimestamp: '',
          includeTime: false,
          isRange: false,
        },
      ]),
    ),
  };
}

const data = (fieldId: string, condition: number, content = ''): ViewFilter => ({
  id: `${fieldId}-${condition}`,
  kind: 'data',
  fieldId,
  condition,
  content,
  children: [],
});

const rows = [
  row('r1', {
    name: 'Alpha',
    count: '700',
    done: 'Yes',
    tags: 'a,b',
    list: '{"options":[{"id":"x","name":"x"}],"selected_option_ids":["x"]}',
  }),
  row('r2', { name: 'beta', count: '12', tags: 'b' }),
  row('r3', {}),
];

function kept(filters: ViewFilter[]): string[] {
  return rows.filter((r) => passesFilters(database, filters, r)).map((r) => r.id);
}

describe('view filters', () => {
  it('applies text, number, checkbox, select and checklist conditions', () => {
    expect(kept([data('name', 2, 'ALP')])).toEqual(['r1']);
    expect(kept([data('name', 6)])).toEqual(['r3']);
    expect(kept([data('count', 2, '600')])).toEqual(['r1']);
    expect(kept([data('count', 7)])).toEqual(['r1', 'r2']);
    expect(kept([data('done', 0)])).toEqual(['r1']);
    expect(kept([data('done', 1)])).toEqual(['r2', 'r3']);
    expect(kept([data('tags', 0, 'a')])).toEqual(['r1']);
    expect(kept([data('tags', 1, 'a')])).toEqual(['r2', 'r3']);
    expect(kept([data('tags', 4)])).toEqual(['r3']);
    expect(kept([data('list', 0)])).toEqual(['r1']);
  });

  it('combines filters: top level and nested and/or trees; unknown fields let rows through', () => {
    expect(kept([data('count', 7), data('tags', 0, 'b')])).toEqual(['r1', 'r2']);
    const either: ViewFilter = {
      ...data('', 0),
      kind: 'or',
      children: [data('done', 0), data('name', 0, 'beta')],
    };
    expect(kept([either])).toEqual(['r1', 'r2']);
    const both: ViewFilter = { ...data('', 0), kind: 'and', children: [data('count', 7), data('done', 1)] };
    expect(kept([both])).toEqual(['r2']);
    expect(kept([data('missing', 0, 'x')])).toEqual(['r1', 'r2', 'r3']);
  });
});
