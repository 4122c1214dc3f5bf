import {
  FieldType,
  readDatabase,
  readRow,
  type DatabaseField,
  type SelectOption,
} from '@quire/shared/collab';
import type { DatabaseStore } from './databaseStore';
import {
  addSelectOption,
  changeFieldType,
  conversionOptionNames,
  convertCell,
  ensureSelectOptions,
  clearCell,
  duplicateRowDoc,
  insertRowOrder,
  removeRowOrders,
  setCell,
  type CellInput,
} from './writes';

// The edits the views make, each over the store's docs through the model's writes (never a Y type here).

/** Writes a cell, or empties it when `input` is null. */
export function writeCell(
  store: DatabaseStore,
  rowId: string,
  fieldId: string,
  input: CellInput | null,
): void {
  const doc = store.rowDoc(rowId);
  if (doc === undefined) return;
  if (
    input === null ||
    (typeof input.data === 'string' && input.data === '' && input.endTimestamp === undefined)
  ) {
    clearCell(doc, fieldId, new Date());
  } else setCell(doc, fieldId, input, new Date());
}

/** Flips a checkbox from the row doc's own value (not a rendered one that may be a change behind). */
export function toggleCheckbox(store: DatabaseStore, rowId: string, fieldId: string): void {
  const doc = store.rowDoc(rowId);
  if (doc === undefined) return;
  const data = readRow(doc)?.cells[fieldId]?.data;
  const checked = typeof data === 'string' && ['yes', 'true', '1'].includes(data.trim().toLowerCase());
  setCell(doc, fieldId, { type: FieldType.Checkbox, data: checked ? 'No' : 'Yes' }, new Date());
}

/**
 * Finds a select option by name (case-insensitive), making it when the field has none of that name; names
 * made during one edit (a paste) are remembered, so a repeated new name makes one option.
 */
export function optionFinder(store: DatabaseStore, field: DatabaseField): (name: string) => string {
  const made = new Map<string, SelectOption>();
  return (name) => {
    const key = name.toLowerCase();
    const known = field.options.find((option) => option.name.toLowerCase() === key) ?? made.get(key);
    if (known !== undefined) return known.id;
    const option = addSelectOption(store.databaseDoc, field.id, { name });
    made.set(key, option);
    return option.id;
  };
}

export function deleteRows(store: DatabaseStore, rowIds: readonly string[]): void {
  removeRowOrders(store.databaseDoc, rowIds);
}

/** A copy of a row's cells placed at `index` of the view; answers its id, or undefined if the row is not open. */
export function duplicateRow(
  store: DatabaseStore,
  viewId: string,
  rowId: string,
  index: number,
): string | undefined {
  const source = store.rowDoc(rowId);
  if (source === undefined) return undefined;
  const copyId = crypto.randomUUID();
  store.addRowDoc(copyId, duplicateRowDoc(source, { rowId: copyId, now: new Date() }));
  insertRowOrder(store.databaseDoc, copyId, { viewId, index });
  return copyId;
}

/**
 * Changes a field's type and converts its cells in every loaded row as AppFlowy does (select options made for
 * the names the cells hold; a value with no meaning in the new type cleared).
 */
export function changeFieldTypeWithCells(store: DatabaseStore, fieldId: string, type: FieldType): void {
  const doc = store.databaseDoc;
  const from = readDatabase(doc).fields[fieldId];
  if (from === undefined || from.type === type) return;
  const now = new Date();
  changeFieldType(doc, fieldId, type, now);
  // Each row read from its doc, not the last rendered model, which may be a change behind.
  const rows = [...(store.getSnapshot()?.rows.keys() ?? [])]
    .map((rowId) => {
      const rowDoc = store.rowDoc(rowId);
      return rowDoc === undefined ? undefined : readRow(rowDoc);
    })
    .filter((row) => row !== undefined);
  const cells = rows.map((row) => row.cells[fieldId]);
  let to = readDatabase(doc).fields[fieldId];
  if (to === undefined) return;
  if (type === FieldType.SingleSelect || type === FieldType.MultiSelect) {
    const names = conversionOptionNames(from, to, cells);
    if (names.length > 0) {
      ensureSelectOptions(doc, fieldId, names);
      to = readDatabase(doc).fields[fieldId] ?? to;
    }
  }
  for (const row of rows) {
    const cell = row.cells[fieldId];
    const rowDoc = store.rowDoc(row.id);
    if (cell === undefined || rowDoc === undefined) continue;
    const input = convertCell(from, to, cell);
    if (input === null) clearCell(rowDoc, fieldId, now);
    else setCell(rowDoc, fieldId, input, now);
  }
}
