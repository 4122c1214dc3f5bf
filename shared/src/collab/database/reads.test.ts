import { boardColumns, viewRows } from './views.js';
import { calculate, CalculationType } from './calculate.js';
import { dateGroupId } from './board.js';
import { FieldType } from './fieldTypes.js';
import { passesFilters } from './filters.js';
import type {
  CellModel,
  DatabaseField,
  DatabaseModel,
  DatabaseViewModel,
  RowModel,
  ViewFilter,
} from './model.js';

// Factories: one field of every type, rows with cells given as data.

const options = [
  { id: 'a', name: 'A', color: 'Purple' },
  { id: 'b', name: 'B', color: 'Pink' },
];
const f = (id: string, type: number, typeOption: Record<string, unknown> = {}): DatabaseField => ({
  id,
  name: id,
  type,
  isPrimary: id === 'text',
  typeOption,
  options: type === FieldType.SingleSelect || type === FieldType.MultiSelect ? options : [],
});
const fields = [
  f('text', FieldType.RichText),
  f('num', FieldType.Number),
  f('date', FieldType.DateTime),
  f('one', FieldType.SingleSelect),
  f('many', FieldType.MultiSelect),
  f('box', FieldType.Checkbox),
  f('url', FieldType.URL),
  f('list', FieldType.Checklist),
  f('edited', FieldType.LastEditedTime),
  f('created', FieldType.CreatedTime),
  f('rel', FieldType.Relation),
  f('sum', FieldType.Summary),
  f('tr', FieldType.Translate),
  f('time', FieldType.Time),
  f('media', FieldType.Media),
  f('person', FieldType.Person),
  f('odd', 99),
];
const database: DatabaseModel = {
  id: 'db',
  inlineViewId: undefined,
  views: [],
  fields: Object.fromEntries(fields.map((field) => [field.id, field])),
};

const day = 86_400;
const may25 = 1_716_638_814; // 2024-05-25T12:06:54Z

function cell(fieldId: string, data: string | string[], extra: Partial<CellModel> = {}): CellModel {
  return {
    fieldType: database.fields[fieldId]?.type ?? 0,
    data,
    endTimestamp: '',
    includeTime: false,
    isRange: false,
    ...extra,
  };
}

function row(
  id: string,
  cells: Record<string, string | string[] | CellModel>,
  times = { created: 0, edited: 0 },
): RowModel {
  return {
    id,
    databaseId: 'db',
    createdAt: times.created,
    lastModified: times.edited,
    icon: undefined,
    cells: Object.fromEntries(
      Object.entries(cells).map(([fieldId, value]) => [
        fieldId,
        typeof value === 'string' || Array.isArray(value) ? cell(fieldId, value) : value,
      ]),
    ),
  };
}

const checklist = (done: boolean) =>
  JSON.stringify({
    options: [{ id: 'x', name: 'X', color: 'Purple' }],
    selected_option_ids: done ? ['x'] : [],
  });

const rows = [
  row(
    'r1',
    {
      text: 'Alpha',
      num: '700',
      date: cell('date', String(may25), { isRange: true, endTimestamp: String(may25 + 3 * day) }),
      one: 'a',
      many: 'a,b',
      box: 'Yes',
      url: 'https://appflowy.io',
      list: checklist(true),
      rel: ['x1', 'x2'],
      sum: 'summary',
      tr: 'hola',
      time: '3600',
      media: '[{"name":"a.png"}]',
      person: 'Ann',
    },
    { created: may25, edited: may25 + day },
  ),
  row(
    'r2',
    {
      text: 'beta',
      num: '12',
      date: String(may25 - 10 * day),
      one: 'b',
      many: 'b',
      box: 'No',
      list: checklist(false),
      time: '60',
    },
    { created: may25 - day, edited: may25 },
  ),
  row('r3', {}, { created: 0, edited: 0 }),
];

const data = (fieldId: string, condition: number, content = ''): ViewFilter => ({
  id: `${fieldId}-${condition}`,
  kind: 'data',
  fieldId,
  condition,
  content,
  children: [],
});

function kept(filter: ViewFilter, now = may25): string[] {
  return rows.filter((r) => passesFilters(database, [filter], r, now)).map((r) => r.id);
}

describe('filters on every field type', () => {
  it('text-like fields (rich text, URL, summary, translate, person): all eight conditions', () => {
    for (const id of ['text', 'sum', 'tr', 'person']) {
      expect(kept(data(id, 7))).toEqual(id === 'text' ? ['r1', 'r2'] : ['r1']);
      expect(kept(data(id, 6))).toEqual(id === 'text' ? ['r3'] : ['r2', 'r3']);
    }
    expect(kept(data('text', 0, 'alpha'))).toEqual(['r1']);
    expect(kept(data('text', 1, 'alpha'))).toEqual(['r2', 'r3']);
    expect(kept(data('text', 2, 'ET'))).toEqual(['r2']);
    expect(kept(data('text', 3, 'et'))).toEqual(['r1', 'r3']);
    expect(kept(data('text', 4, 'al'))).toEqual(['r1']);
    expect(kept(data('text', 5, 'TA'))).toEqual(['r2']);
    expect(kept(data('url', 2, 'appflowy'))).toEqual(['r1']);
    expect(kept(data('url', 6))).toEqual(['r2', 'r3']);
  });

  it('number and time: comparisons and emptiness', () => {
    expect(kept(data('num', 0, '12'))).toEqual(['r2']);
    expect(kept(data('num', 1, '12'))).toEqual(['r1']);
    expect(kept(data('num', 2, '12'))).toEqual(['r1']);
    expect(kept(data('num', 3, '700'))).toEqual(['r2']);
    expect(kept(data('num', 4, '12'))).toEqual(['r1', 'r2']);
    expect(kept(data('num', 5, '12'))).toEqual(['r2']);
    expect(kept(data('num', 6))).toEqual(['r3']);
    expect(kept(data('num', 7))).toEqual(['r1', 'r2']);
    expect(kept(data('num', 2, 'not a number'))).toEqual(['r1', 'r2', 'r3']);
    expect(kept(data('time', 2, '100'))).toEqual(['r1']);
  });

  it('checkbox, single and multi select, checklist', () => {
    expect(kept(data('box', 0))).toEqual(['r1']);
    expect(kept(data('box', 1))).toEqual(['r2', 'r3']);
    expect(kept(data('one', 0, 'a'))).toEqual(['r1']);
    expect(kept(data('one', 1, 'a'))).toEqual(['r2', 'r3']);
    expect(kept(data('many', 2, 'b'))).toEqual(['r1', 'r2']);
    expect(kept(data('many', 3, 'a'))).toEqual(['r2', 'r3']);
    expect(kept(data('many', 4))).toEqual(['r3']);
    expect(kept(data('many', 5))).toEqual(['r1', 'r2']);
    expect(kept(data('list', 0))).toEqual(['r1']);
    expect(kept(data('list', 1))).toEqual(['r2', 'r3']);
  });

  it('relation and media', () => {
    expect(kept(data('rel', 0))).toEqual(['r2', 'r3']);
    expect(kept(data('rel', 1))).toEqual(['r1']);
    expect(kept(data('rel', 2, 'x2'))).toEqual(['r1']);
    expect(kept(data('rel', 3, 'x2'))).toEqual(['r2', 'r3']);
    expect(kept(data('media', 0))).toEqual(['r2', 'r3']);
    expect(kept(data('media', 1))).toEqual(['r1']);
  });

  it('dates: on, before, after, between, empty, on the end, relative days and weeks; created and edited times', () => {
    const at = (seconds: number) => JSON.stringify({ timestamp: seconds });
    expect(kept(data('date', 0, at(may25 + 3600)))).toEqual(['r1']);
    expect(kept(data('date', 1, at(may25)))).toEqual(['r2']);
    expect(kept(data('date', 2, at(may25 - 10 * day)))).toEqual(['r1']);
    expect(kept(data('date', 3, at(may25 - 10 * day)))).toEqual(['r2']);
    expect(kept(data('date', 4, at(may25)))).toEqual(['r1']);
    expect(kept(data('date', 5, JSON.stringify({ start: may25 - 11 * day, end: may25 - 9 * day })))).toEqual([
      'r2',
    ]);
    expect(kept(data('date', 6))).toEqual(['r3']);
    expect(kept(data('date', 7))).toEqual(['r1', 'r2']);
    expect(kept(data('date', 8, at(may25 + 3 * day)))).toEqual(['r1']); // ends on
    expect(kept(data('date', 16))).toEqual(['r1']); // starts today
    expect(kept(data('date', 17), may25 + day)).toEqual(['r1']); // yesterday
    expect(kept(data('date', 18), may25 - day)).toEqual(['r1']); // tomorrow
    expect(kept(data('date', 19))).toEqual(['r1']); // this week (Mon 20 – Sun 26 May)
    expect(kept(data('date', 20), may25 + 7 * day)).toEqual(['r1']); // last week
    expect(kept(data('date', 21), may25 - 7 * day)).toEqual(['r1']); // next week
    expect(kept(data('date', 22), may25 + 3 * day)).toEqual(['r1']); // ends today
    expect(kept(data('created', 0, at(may25)))).toEqual(['r1']);
    expect(kept(data('created', 6))).toEqual(['r3']);
    expect(kept(data('edited', 1, at(may25)))).toEqual([]);
    expect(kept(data('edited', 4, at(may25)))).toEqual(['r1', 'r2']);
    expect(kept(data('date', 99))).toEqual(['r1', 'r2', 'r3']);
  });

  it('a field of an unknown type lets every row through', () => {
    expect(kept(data('odd', 0, 'x'))).toEqual(['r1', 'r2', 'r3']);
  });
});

describe('calculate', () => {
  const num = database.fields.num!;
  it('numbers: average, max, median, min, sum, range, mode', () => {
    const calc = (type: number) => calculate(type, num, rows);
    expect([calc(0), calc(1), calc(2), calc(3), calc(4)]).toEqual(['356', '700', '356', '12', '712']);
    expect(calc(CalculationType.NumberRange)).toBe('688');
    expect(calc(CalculationType.NumberMode)).toBe('12');
    expect(calculate(CalculationType.Sum, num, [row('x', { num: '0.1' }), row('y', { num: '0.2' })])).toBe(
      '0.3',
    );
    expect(calculate(CalculationType.Sum, num, [rows[2]!])).toBe('');
  });

  it('counts on every field type', () => {
    for (const field of fields) {
      expect(calculate(CalculationType.Count, field, rows)).toBe('3');
      const empty = Number(calculate(CalculationType.CountEmpty, field, rows));
      const filled = Number(calculate(CalculationType.CountNonEmpty, field, rows));
      expect(empty + filled).toBe(3);
      expect(Number(calculate(CalculationType.PercentEmpty, field, rows))).toBeCloseTo((empty / 3) * 100);
      expect(Number(calculate(CalculationType.PercentNotEmpty, field, rows))).toBeCloseTo((filled / 3) * 100);
    }
    expect(calculate(CalculationType.CountEmpty, database.fields.text!, rows)).toBe('1');
    expect(calculate(CalculationType.CountNonEmpty, database.fields.rel!, rows)).toBe('1');
    expect(calculate(CalculationType.CountUnique, database.fields.many!, rows)).toBe('2');
    expect(calculate(CalculationType.CountValue, database.fields.one!, rows)).toBe('2');
  });

  it('checkboxes and dates', () => {
    const box = database.fields.box!;
    expect(calculate(CalculationType.CountChecked, box, rows)).toBe('1');
    expect(calculate(CalculationType.CountUnchecked, box, rows)).toBe('2');
    expect(calculate(CalculationType.PercentChecked, box, rows)).toBe(
      String(Math.round((100 / 3) * 1e10) / 1e10),
    );
    expect(calculate(CalculationType.CountEmpty, box, rows)).toBe('1');
    const date = database.fields.date!;
    expect(calculate(CalculationType.DateEarliest, date, rows)).toBe(String(may25 - 10 * day));
    expect(calculate(CalculationType.DateLatest, date, rows)).toBe(String(may25));
    expect(calculate(CalculationType.DateRange, date, rows)).toBe('10');
    expect(calculate(CalculationType.DateEarliest, database.fields.created!, rows)).toBe(String(may25 - day));
    expect(calculate(99, date, rows)).toBe('');
  });
});

function view(partial: Partial<DatabaseViewModel>): DatabaseViewModel {
  return {
    id: 'v',
    name: 'v',
    layout: 1,
    fieldOrder: [],
    fieldSettings: {},
    rowOrder: rows.map((r) => ({ id: r.id, height: 36 })),
    filters: [],
    sorts: [],
    grouping: undefined,
    board: { hideUngroupedColumn: false },
    calendar: undefined,
    ...partial,
  };
}

function columns(
  fieldId: string,
  extra: Partial<NonNullable<DatabaseViewModel['grouping']>> = {},
): [string, string[]][] {
  const v = view({ grouping: { fieldId, groups: [], ...extra } });
  return boardColumns(database, v, rows).map((column) => [column.id, column.rows.map((r) => r.id)]);
}

describe('grouping', () => {
  it('by single select, multi select and checkbox', () => {
    expect(columns('one')).toEqual([
      ['one', ['r3']],
      ['a', ['r1']],
      ['b', ['r2']],
    ]);
    expect(columns('many')).toEqual([
      ['many', ['r3']],
      ['a', ['r1']],
      ['b', ['r1', 'r2']],
    ]);
    expect(columns('box')).toEqual([
      ['Yes', ['r1']],
      ['No', ['r2', 'r3']],
    ]);
  });

  it('by date (day, week, month, year), by URL and by text', () => {
    expect(columns('date', { dateCondition: 1 })).toEqual([
      ['date', ['r3']],
      ['2024-05-15', ['r2']],
      ['2024-05-25', ['r1']],
    ]);
    expect(columns('date', { dateCondition: 2 })).toEqual([
      ['date', ['r3']],
      ['W2024-05-13', ['r2']],
      ['W2024-05-20', ['r1']],
    ]);
    expect(columns('date', { dateCondition: 3 })).toEqual([
      ['date', ['r3']],
      ['2024-05', ['r1', 'r2']],
    ]);
    expect(columns('date', { dateCondition: 4 })).toEqual([
      ['date', ['r3']],
      ['2024', ['r1', 'r2']],
    ]);
    expect(columns('created', { dateCondition: 1 })).toEqual([
      ['created', ['r3']],
      ['2024-05-24', ['r2']],
      ['2024-05-25', ['r1']],
    ]);
    expect(columns('url')).toEqual([
      ['url', ['r2', 'r3']],
      ['https://appflowy.io', ['r1']],
    ]);
    expect(columns('text')).toEqual([
      ['text', ['r3']],
      ['Alpha', ['r1']],
      ['beta', ['r2']],
    ]);
    expect(dateGroupId(0, 2)).toBe('W1969-12-29');
  });

  it('hidden, collapsed and ordered groups; hidden empty groups; an ungroupable field keeps every row', () => {
    const v = view({
      grouping: {
        fieldId: 'one',
        groups: [
          { id: 'b', visible: true },
          { id: 'a', visible: false },
        ],
        collapsedGroupIds: ['b'],
      },
    });
    const result = boardColumns(database, v, rows);
    expect(result.map((c) => [c.id, c.collapsed])).toEqual([
      ['b', true],
      ['one', false],
    ]);
    const hidden = view({
      grouping: { fieldId: 'one', groups: [] },
      board: { hideUngroupedColumn: true, hideEmptyGroups: true },
    });
    expect(boardColumns(database, hidden, [rows[0]!]).map((c) => c.id)).toEqual(['a']);
    expect(columns('list')).toEqual([['list', ['r1', 'r2', 'r3']]]);
  });
});

describe('sorts on every field type', () => {
  const sorted = (fieldId: string, descending = false) =>
    viewRows(database, view({ sorts: [{ fieldId, descending }] }), new Map(rows.map((r) => [r.id, r]))).map(
      (r) => r.id,
    );
  it('orders by each type, empty values last when ascending', () => {
    expect(sorted('text')).toEqual(['r1', 'r2', 'r3']);
    expect(sorted('num')).toEqual(['r2', 'r1', 'r3']);
    expect(sorted('num', true)).toEqual(['r3', 'r1', 'r2']);
    expect(sorted('date')).toEqual(['r2', 'r1', 'r3']);
    expect(sorted('one', true)).toEqual(['r3', 'r2', 'r1']);
    expect(sorted('many')).toEqual(['r1', 'r2', 'r3']);
    expect(sorted('box', true)).toEqual(['r1', 'r2', 'r3']);
    expect(sorted('url')).toEqual(['r1', 'r2', 'r3']);
    expect(sorted('list', true)).toEqual(['r3', 'r1', 'r2']);
    expect(sorted('created')).toEqual(['r3', 'r2', 'r1']);
    expect(sorted('edited', true)).toEqual(['r1', 'r2', 'r3']);
    expect(sorted('time')).toEqual(['r2', 'r1', 'r3']);
    for (const id of ['rel', 'sum', 'tr', 'media', 'person', 'odd']) expect(sorted(id)).toHaveLength(3);
  });

  it('multi-level: a second sort breaks ties of the first', () => {
    const tied = [
      row('t1', { box: 'No', num: '5' }),
      row('t2', { box: 'No', num: '1' }),
      row('t3', { box: 'Yes', num: '3' }),
    ];
    const v = view({
      rowOrder: tied.map((r) => ({ id: r.id, height: 36 })),
      sorts: [
        { fieldId: 'box', descending: false },
        { fieldId: 'num', descending: false },
      ],
    });
    expect(viewRows(database, v, new Map(tied.map((r) => [r.id, r]))).map((r) => r.id)).toEqual([
      't2',
      't1',
      't3',
    ]);
  });
});
