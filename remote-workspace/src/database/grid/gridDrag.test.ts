import type { DatabaseViewModel, RowModel } from '@quire/shared/collab';
import { dropMove } from './gridDrag';

const view = (fieldOrder: string[], rowOrder: string[], sorted = false) =>
  ({
    fieldOrder,
    rowOrder: rowOrder.map((id) => ({ id })),
    sorts: sorted ? [{ fieldId: 'name', descending: false }] : [],
  }) as unknown as DatabaseViewModel;
const rows = (ids: string[]) => ids.map((id) => ({ id, cells: {} }) as unknown as RowModel);
const row = (rowId: string) => ({ kind: 'row', rowId });
const field = (fieldId: string) => ({ kind: 'field', fieldId });

describe('grid drops', () => {
  it('a row dropped on another takes its place among the shown rows (filtered rows stay put)', () => {
    const shown = rows(['r1', 'r3', 'r4']);
    expect(dropMove(view([], ['r1', 'r2', 'r3', 'r4']), shown, row('r1'), row('r4'))).toEqual({
      kind: 'row',
      rowId: 'r1',
      toIndex: 3,
    });
    expect(dropMove(view([], ['r1', 'r2', 'r3', 'r4']), shown, row('r4'), row('r1'))).toEqual({
      kind: 'row',
      rowId: 'r4',
      toIndex: 0,
    });
  });

  it('a column dropped on another takes its place in the view order', () => {
    expect(dropMove(view(['name', 'a', 'b'], []), [], field('b'), field('a'))).toEqual({
      kind: 'field',
      fieldId: 'b',
      toIndex: 1,
    });
  });

  it('nothing moves: on itself, on nothing, across kinds, rows of a sorted view, unknown data', () => {
    const order = view(['name', 'a'], ['r1', 'r2']);
    const shown = rows(['r1', 'r2']);
    expect(dropMove(order, shown, row('r1'), row('r1'))).toBeUndefined();
    expect(dropMove(order, shown, row('r1'), undefined)).toBeUndefined();
    expect(dropMove(order, shown, row('r1'), field('a'))).toBeUndefined();
    expect(dropMove(view(['name', 'a'], ['r1', 'r2'], true), shown, row('r1'), row('r2'))).toBeUndefined();
    expect(dropMove(order, shown, { kind: 'row', rowId: 7 }, row('r2'))).toBeUndefined();
    expect(dropMove(order, shown, field('zz'), field('a'))).toBeUndefined();
  });
});
