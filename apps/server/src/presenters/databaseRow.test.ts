import { FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { presentRowDetail } from './databaseRow.js';

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
const cell = (
  fieldType: number,
  data: string | string[],
  extra: Partial<RowModel['cells'][string]> = {},
) => ({
  fieldType,
  data,
  endTimestamp: '',
  includeTime: false,
  isRange: false,
  ...extra,
});

describe('row details as AppFlowy answers them', () => {
  it('keys cells by unique field name, each in json_cell form; relations are left out', () => {
    const options = [
      { id: 'o1', name: 'Red', color: 'Pink' },
      { id: 'o2', name: 'Blue', color: 'Blue' },
    ];
    const fields = [
      field('a1', 'Name', FieldType.RichText, { isPrimary: true }),
      field('b1', 'Name', FieldType.RichText),
      field('n1', 'Price', FieldType.Number, { typeOption: { format: 1 } }),
      field('c1', 'Done', FieldType.Checkbox),
      field('s1', 'Status', FieldType.SingleSelect, { options }),
      field('m1', 'Tags', FieldType.MultiSelect, { options }),
      field('d1', 'Due', FieldType.DateTime, { typeOption: { timezone_id: 'Asia/Tokyo' } }),
      field('e1', 'Created', FieldType.CreatedTime),
      field('r1', 'Related', FieldType.Relation),
    ];
    const row: RowModel = {
      id: 'row',
      databaseId: 'db',
      createdAt: 1_700_000_000,
      lastModified: 1_700_000_100,
      icon: undefined,
      cells: {
        a1: cell(0, 'first'),
        n1: cell(1, '1234.5'),
        c1: cell(5, 'Yes'),
        s1: cell(3, 'o2'),
        m1: cell(4, 'o2,gone,o1'),
        d1: cell(2, '1700000000', { endTimestamp: '1700003600' }),
        r1: cell(10, ['x']),
      },
    };
    const detail = presentRowDetail(fields, { row, hasDocument: false, document: null });
    expect(detail).toEqual({
      id: 'row',
      has_doc: false,
      doc: null,
      cells: {
        Name: 'first',
        'Name-b1': '',
        Price: '$1,234.5',
        Done: true,
        Status: 'Blue',
        Tags: ['Blue', 'Red'],
        Due: {
          start: '2023-11-15T07:13:20+09:00',
          end: '2023-11-15T08:13:20+09:00',
          timezone: 'Asia/Tokyo',
          pretty_start_datetime: '2023-11-15 07:13:20 Asia/Tokyo',
          pretty_start_date: '2023-11-15',
          pretty_start_time: '07:13:20',
          pretty_end_datetime: '2023-11-15 08:13:20 Asia/Tokyo',
          pretty_end_date: '2023-11-15',
          pretty_end_time: '08:13:20',
        },
        Created: '2023-11-14T22:13:20+00:00',
      },
    });
  });
});
