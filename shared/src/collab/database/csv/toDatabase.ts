import * as Y from 'yjs';
import { exhaustive } from '../../../errors/exhaustive.js';
import { shortId } from '../../ids.js';
import { ViewLayout } from '../../layouts.js';
import { decodeDoc, encodeDoc } from '../../yjs.js';
import { FieldType } from '../fieldTypes.js';
import type { SelectOption } from '../model.js';
import type { CellInput } from '../write/cells.js';
import { createDatabase, newRowDoc } from '../write/create.js';
import { invalid } from '../write/doc.js';
import { addField, deleteField, renameField } from '../write/fields.js';
import { databaseWriteLimits } from '../write/limits.js';
import { removeRowOrders } from '../write/rows.js';
import { selectContent, selectOptionColors } from '../write/typeOptions.js';
import { csvDate, inferColumnType, isCsvChecked, type CsvColumnType } from './infer.js';
import type { ParsedCsv } from './parse.js';

interface Column {
  fieldId: string;
  type: CsvColumnType;
  /** A select column's option id per value. */
  optionIds: Map<string, string>;
}

function typeOptionFor(type: CsvColumnType, options: SelectOption[]): Record<string, unknown> {
  switch (type) {
    case FieldType.SingleSelect:
      return { content: selectContent(options) };
    case FieldType.DateTime:
      // ISO days in UTC, so that a date exported again reads as it was imported.
      return { date_format: 2, time_format: 1, timezone_id: 'Etc/UTC' };
    case FieldType.RichText:
    case FieldType.Number:
    case FieldType.Checkbox:
    case FieldType.URL:
      return {};
    default:
      return exhaustive(type);
  }
}

function cellFor(column: Column, value: string): CellInput | undefined {
  if (value.trim() === '') return undefined;
  switch (column.type) {
    case FieldType.RichText:
      return { type: FieldType.RichText, data: value };
    case FieldType.Number:
    case FieldType.URL:
      return { type: column.type, data: value.trim() };
    case FieldType.Checkbox:
      return { type: FieldType.Checkbox, data: isCsvChecked(value) ? 'Yes' : 'No' };
    case FieldType.DateTime: {
      const date = csvDate(value);
      return date === undefined
        ? undefined
        : { type: FieldType.DateTime, data: String(date.seconds), includeTime: date.includeTime };
    }
    case FieldType.SingleSelect: {
      const id = column.optionIds.get(value.trim());
      return id === undefined ? undefined : { type: FieldType.SingleSelect, data: id };
    }
    default:
      return exhaustive(column.type);
  }
}

/** The database's only view's row order, written in one push (the model's insertRowOrder scans per row). */
function appendRowOrders(doc: Y.Doc, viewId: string, rowIds: readonly string[]): void {
  const database: unknown = doc.getMap('data').get('database');
  const views: unknown = database instanceof Y.Map ? database.get('views') : undefined;
  const view: unknown = views instanceof Y.Map ? views.get(viewId) : undefined;
  const order: unknown = view instanceof Y.Map ? view.get('row_orders') : undefined;
  if (!(order instanceof Y.Array)) throw invalid('The new database has no row order');
  if (order.length + rowIds.length > databaseWriteLimits.rowsPerDatabase) {
    throw invalid(`A database holds at most ${databaseWriteLimits.rowsPerDatabase} rows`);
  }
  doc.transact(() => {
    order.push(rowIds.map((id) => ({ id, height: 60 })));
  });
}

/**
 * A new grid database holding a parsed CSV: the first column the primary Name field (text), the others typed by
 * `inferColumnType`, one row collab per data row, in the file's order. Built with the model's writes (the default
 * Type and Done fields and the three default rows of a new grid removed), so it is what the workspace makes.
 */
export function csvToDatabase(params: {
  csv: ParsedCsv;
  databaseId: string;
  viewId: string;
  name: string;
  now: Date;
}): { database: Uint8Array; rows: { rowId: string; docState: Uint8Array }[] } {
  const { csv, databaseId, viewId, name, now } = params;
  const made = createDatabase({ databaseId, viewId, name, layout: ViewLayout.Grid, now });
  const doc = decodeDoc(made.database);
  removeRowOrders(
    doc,
    made.rows.map((row) => row.rowId),
  );
  const fields: unknown = doc.getMap('data').get('database');
  const fieldMap: unknown = fields instanceof Y.Map ? fields.get('fields') : undefined;
  if (!(fieldMap instanceof Y.Map)) throw invalid('The new database has no fields');
  let primaryId = '';
  for (const [id, field] of fieldMap.entries()) {
    if (field instanceof Y.Map && field.get('is_primary') === true) primaryId = id;
  }
  for (const id of [...fieldMap.keys()]) if (id !== primaryId) deleteField(doc, id);
  renameField(doc, primaryId, csv.header[0] ?? 'Name', now);
  const columns: Column[] = csv.header.map((header, index) => {
    if (index === 0) return { fieldId: primaryId, type: FieldType.RichText, optionIds: new Map() };
    const type = inferColumnType(csv.rows.map((row) => row[index] ?? ''));
    const optionIds = new Map<string, string>();
    const options: SelectOption[] = [];
    if (type === FieldType.SingleSelect) {
      for (const row of csv.rows) {
        const value = (row[index] ?? '').trim();
        if (value === '' || optionIds.has(value)) continue;
        const option = {
          id: shortId(4),
          name: value,
          color: selectOptionColors[options.length % selectOptionColors.length] ?? 'Purple',
        };
        options.push(option);
        optionIds.set(value, option.id);
      }
    }
    const fieldId = addField(doc, { name: header, type, now, typeOption: typeOptionFor(type, options) });
    return { fieldId, type, optionIds };
  });
  const rows = csv.rows.map((values) => {
    const rowId = crypto.randomUUID();
    const cells: Record<string, CellInput> = {};
    columns.forEach((column, index) => {
      const cell = cellFor(column, values[index] ?? '');
      if (cell !== undefined) cells[column.fieldId] = cell;
    });
    const rowDoc = newRowDoc({ databaseId, rowId, now, cells });
    const docState = encodeDoc(rowDoc);
    rowDoc.destroy();
    return { rowId, docState };
  });
  appendRowOrders(
    doc,
    viewId,
    rows.map((row) => row.rowId),
  );
  const database = encodeDoc(doc);
  doc.destroy();
  return { database, rows };
}
