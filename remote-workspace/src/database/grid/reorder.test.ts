import { FieldType, type DatabaseField, type DatabaseViewModel, type RowModel } from '@quire/shared/collab';
import { fieldDropIndex, fieldMoveIndex, rowMoveIndex } from './reorder';

const field = (id: string, isPrimary = false): DatabaseField => ({
  id,
  name: id,
  type: FieldType.RichText,
  isPrimary,
  typeOption: {},
  options: [],
});
const view = (fieldOrder: string[], rowOrder: string[]) =>
  ({ fieldOrder, rowOrder: rowOrder.map((id) => ({ id })) }) as unknown as DatabaseViewModel;
const row = (id: string) => ({ id, cells: {} }) as unknown as RowModel;

describe('reorder targets', () => {
  it('a field moves past its shown neighbour, never past the primary, and not off an edge', () => {
    // `h` is hidden: moving `a` right lands it after `b`, not after `h`.
    const order = view(['name', 'a', 'h', 'b'], []);
    const shown = [field('name', true), field('a'), field('b')];
    expect(fieldMoveIndex(order, shown, 'a', 1)).toBe(3);
    expect(fieldMoveIndex(order, shown, 'b', -1)).toBe(1);
    expect(fieldMoveIndex(order, shown, 'a', -1)).toBeUndefined();
    expect(fieldMoveIndex(order, shown, 'b', 1)).toBeUndefined();
    expect(fieldMoveIndex(order, shown, 'name', 1)).toBeUndefined();
  });

  it('a dropped field takes the place of the field it is dropped on', () => {
    const order = view(['name', 'a', 'b', 'c'], []);
    expect(fieldDropIndex(order, 'c', 'a')).toBe(1);
    expect(fieldDropIndex(order, 'a', 'c')).toBe(3);
    expect(fieldDropIndex(order, 'a', 'a')).toBeUndefined();
    expect(fieldDropIndex(order, 'x', 'a')).toBeUndefined();
  });

  it('a row moves to the place of the shown row it goes to, filtered rows left where they are', () => {
    const order = view([], ['r1', 'r2', 'r3', 'r4']);
    const shown = [row('r1'), row('r3'), row('r4')];
    expect(rowMoveIndex(order, shown, 0, 1)).toBe(2);
    expect(rowMoveIndex(order, shown, 2, 1)).toBe(2);
    expect(rowMoveIndex(order, shown, 0, -1)).toBeUndefined();
    expect(rowMoveIndex(order, shown, 2, 3)).toBeUndefined();
  });
});
