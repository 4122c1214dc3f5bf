import type { DatabaseField, DatabaseViewModel, RowModel } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { requestFilterEditor } from '../data/filterRequests';
import { addFilter, moveRowOrder } from '../data/gridWrites';
import { defaultFilter } from '../views/filterKinds';
import { rowMoveIndex } from './reorder';

/** "Filter" in a field's header menu: a filter on the field (its type's first condition), its editor opened. */
export function filterOnField(
  t: TFunction,
  store: DatabaseStore,
  view: DatabaseViewModel,
  field: DatabaseField | undefined,
): void {
  const start = field === undefined ? undefined : defaultFilter(t, field);
  if (field === undefined || start === undefined) return;
  requestFilterEditor(store, addFilter(store.databaseDoc, view.id, { fieldId: field.id, ...start }));
}

/** Moves the shown row at `rowIndex` one place up or down among the shown rows; answers whether it moved. */
export function moveRowBy(
  store: DatabaseStore,
  view: DatabaseViewModel,
  rows: readonly RowModel[],
  rowIndex: number,
  step: -1 | 1,
): boolean {
  const row = rows[rowIndex];
  const to = rowMoveIndex(view, rows, rowIndex, rowIndex + step);
  if (row === undefined || to === undefined) return false;
  moveRowOrder(store.databaseDoc, view.id, row.id, to);
  return true;
}
