import { FieldType, type DatabaseField } from '@quire/shared/collab';
import { cellsFromJson } from './cellsFromJson.js';

const field = (
  id: string,
  name: string,
  type: number,
  extra: Partial<DatabaseField> = {},
): DatabaseField => ({
  id,
  name,
  type,
  isPrimary: false,
  typeOption: {},
  options: [],
  ...extra,
});

const options = [
  { id: 'o1', name: 'Red', color: 'Pink' },
  { id: 'o2', name: 'Blue', color: 'Blue' },
];
const fields = [
  field('t1', 'Name', FieldType.RichText),
  field('n1', 'Score', FieldType.Number),
  field('c1', 'Done', FieldType.Checkbox),
  field('s1', 'Status', FieldType.SingleSelect, { options }),
  field('m1', 'Tags', FieldType.MultiSelect, { options }),
  field('d1', 'Due', FieldType.DateTime),
  field('u1', 'Link', FieldType.URL),
  field('k1', 'Steps', FieldType.Checklist),
  field('r1', 'Related', FieldType.Relation),
  field('a2', 'Name', FieldType.RichText),
];

describe('API cells as model cells (AppFlowy convert_json_to_cell)', () => {
  it('finds fields by id, then by unique name (a repeated name is name-id); unknown keys are skipped', () => {
    const cells = cellsFromJson(fields, {
      Name: 'by the name of a2',
      'Name-t1': 'the second Name',
      n1: 3,
      Nope: 'x',
    });
    expect(cells).toEqual({
      a2: { type: FieldType.RichText, data: 'by the name of a2' },
      t1: { type: FieldType.RichText, data: 'the second Name' },
      n1: { type: FieldType.Number, data: '3' },
    });
  });

  it('reads each type as AppFlowy does, in the model encodings', () => {
    const cells = cellsFromJson(fields, {
      Done: 'TRUE',
      Status: { name: 'Blue' },
      Tags: 'Red, Blue, Green',
      Due: '2024-03-01T10:00:00Z',
      Link: 42,
      Steps: { options: [{ id: 'x', name: 'first' }], selected_option_ids: ['x'] },
      Related: { row_ids: ['r-1', 7] },
      Score: { not: 'a number' },
    });
    expect(cells).toEqual({
      c1: { type: FieldType.Checkbox, data: 'Yes' },
      s1: { type: FieldType.SingleSelect, data: 'o2' },
      m1: { type: FieldType.MultiSelect, data: 'o1,o2' },
      d1: { type: FieldType.DateTime, data: String(Date.UTC(2024, 2, 1, 10) / 1000), includeTime: true },
      u1: { type: FieldType.URL, data: '' },
      k1: {
        type: FieldType.Checklist,
        data: JSON.stringify({
          options: [{ id: 'x', name: 'first', color: 'Purple' }],
          selected_option_ids: ['x'],
        }),
      },
      r1: { type: FieldType.Relation, data: ['r-1'] },
      n1: { type: FieldType.Number, data: '' },
    });
  });

  it('dates: unix seconds, a date alone, AppFlowy cell objects, and nothing from what does not parse', () => {
    const due = (value: unknown) => cellsFromJson(fields, { Due: value }).d1;
    expect(due(1700000000)).toEqual({ type: FieldType.DateTime, data: '1700000000', includeTime: true });
    expect(due('2024-03-01')).toMatchObject({
      data: String(Date.UTC(2024, 2, 1) / 1000),
      includeTime: false,
    });
    expect(due({ timestamp: 10, end_timestamp: '20', is_range: true, include_time: true })).toEqual({
      type: FieldType.DateTime,
      data: '10',
      endTimestamp: '20',
      includeTime: true,
      isRange: true,
    });
    expect(due('next tuesday')).toEqual({ type: FieldType.DateTime, data: '' });
  });
});
