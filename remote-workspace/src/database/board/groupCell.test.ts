import { FieldType, type CellModel, type DatabaseField } from '@quire/shared/collab';
import { orderIndexFor } from './boardMoves';
import { dateGroupStart, groupCellWrite } from './groupCell';

const field = (type: number): DatabaseField => ({
  id: 'grp',
  name: 'Group',
  type,
  isPrimary: false,
  typeOption: {},
  options: [
    { id: 'a', name: 'A', color: 'Blue' },
    { id: 'b', name: 'B', color: 'Green' },
  ],
});
const cell = (data: string, more: Partial<CellModel> = {}): CellModel => ({
  fieldType: 0,
  data,
  endTimestamp: '',
  includeTime: false,
  isRange: false,
  ...more,
});
const rows = (...ids: string[]) => ({
  rows: ids.map((id) => ({
    id,
    databaseId: undefined,
    createdAt: 0,
    lastModified: 0,
    icon: undefined,
    cells: {},
  })),
});

describe('the cell a card gets in another group', () => {
  it('a single select takes the option; the "no value" group empties it; the same group writes nothing', () => {
    expect(groupCellWrite(field(FieldType.SingleSelect), cell('a'), 'a', 'b')).toEqual({
      type: FieldType.SingleSelect,
      data: 'b',
    });
    expect(groupCellWrite(field(FieldType.SingleSelect), cell('a'), 'a', 'grp')).toBeNull();
    expect(groupCellWrite(field(FieldType.SingleSelect), cell('a'), 'a', 'a')).toBeUndefined();
  });

  it('a multi select swaps the option it left for the one it joined and keeps the others', () => {
    expect(groupCellWrite(field(FieldType.MultiSelect), cell('a,c'), 'a', 'b')).toEqual({
      type: FieldType.MultiSelect,
      data: 'c,b',
    });
    expect(groupCellWrite(field(FieldType.MultiSelect), cell('a,b'), 'a', 'b')).toEqual({
      type: FieldType.MultiSelect,
      data: 'b',
    });
    expect(groupCellWrite(field(FieldType.MultiSelect), undefined, 'grp', 'a')).toEqual({
      type: FieldType.MultiSelect,
      data: 'a',
    });
  });

  it('a checkbox is Yes or No; a URL or text takes the group value', () => {
    expect(groupCellWrite(field(FieldType.Checkbox), cell('No'), 'No', 'Yes')).toEqual({
      type: FieldType.Checkbox,
      data: 'Yes',
    });
    expect(groupCellWrite(field(FieldType.URL), cell('x.org'), 'x.org', 'y.org')).toEqual({
      type: FieldType.URL,
      data: 'y.org',
    });
    expect(groupCellWrite(field(FieldType.RichText), undefined, 'grp', 'Later')).toEqual({
      type: FieldType.RichText,
      data: 'Later',
    });
  });

  it('a date moves to the start of the bucket, keeping its time of day and its range length', () => {
    const start = Date.UTC(2026, 4, 20, 9, 30) / 1000;
    const moved = groupCellWrite(
      field(FieldType.DateTime),
      cell(String(start), { isRange: true, endTimestamp: String(start + 3 * 86_400), includeTime: true }),
      '2026-05',
      '2026-07',
    );
    const july = Date.UTC(2026, 6, 1, 9, 30) / 1000;
    expect(moved).toEqual({
      type: FieldType.DateTime,
      data: String(july),
      includeTime: true,
      isRange: true,
      endTimestamp: String(july + 3 * 86_400),
    });
    expect(dateGroupStart('W2026-05-18')).toBe(Date.UTC(2026, 4, 18) / 1000);
    expect(dateGroupStart('2026')).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(dateGroupStart('nonsense')).toBeUndefined();
  });

  it('times the row sets itself are never written', () => {
    expect(groupCellWrite(field(FieldType.CreatedTime), undefined, '2026-05', '2026-06')).toBeUndefined();
    expect(groupCellWrite(field(FieldType.LastEditedTime), undefined, '2026-05', '2026-06')).toBeUndefined();
  });
});

describe('the row order index of a drop', () => {
  it('before a card, after the column’s last card, or at the end of an empty column', () => {
    const order = ['r1', 'r2', 'r3', 'r4', 'r5'];
    expect(orderIndexFor(order, 'r5', rows('r2', 'r4'), 'r2')).toBe(1);
    expect(orderIndexFor(order, 'r1', rows('r2', 'r4'), undefined)).toBe(3);
    expect(orderIndexFor(order, 'r1', rows(), undefined)).toBe(4);
    // Over itself: it stays where it was.
    expect(orderIndexFor(order, 'r3', rows('r3', 'r4'), 'r4')).toBe(2);
  });
});
