import * as Y from 'yjs';
import { exhaustive } from '../../../errors/exhaustive.js';
import { shortId } from '../../ids.js';
import { DatabaseLayout, ViewLayout, type DatabaseViewLayout } from '../../layouts.js';
import { encodeDoc, unixNow, yArray, yMap } from '../../yjs.js';
import { FieldType } from '../fieldTypes.js';
import type { SelectOption } from '../model.js';
import { rowDocumentId, rowMetaKey } from '../uuid.js';
import { cellEntries, type CellInput } from './cells.js';
import { invalid, viewOrderKey } from './doc.js';
import { databaseWriteLimits } from './limits.js';
import { defaultTypeOption, selectContent } from './typeOptions.js';

/** The guid of a row's Y.Doc, as AppFlowy names it (the stored object id is the row id itself). */
export function rowCollabGuid(databaseId: string, rowId: string): string {
  return `${databaseId}_rows_${rowId}`;
}

/** A new row collab in AppFlowy's layout: `data.data` (id, database, cells…), `data.meta`, `data.comment`. */
export function newRowDoc(params: {
  databaseId: string;
  rowId: string;
  now: Date;
  cells?: Record<string, CellInput>;
}): Y.Doc {
  const { databaseId, rowId } = params;
  const documentKey = rowMetaKey(rowId, 'document_id');
  const emptyKey = rowMetaKey(rowId, 'is_document_empty');
  const documentId = rowDocumentId(rowId);
  if (documentKey === undefined || emptyKey === undefined || documentId === undefined) {
    throw invalid('A row id must be a UUID');
  }
  if (Object.keys(params.cells ?? {}).length > databaseWriteLimits.fields) {
    throw invalid(`A row holds at most ${databaseWriteLimits.fields} cells`);
  }
  const now = unixNow(params.now);
  const doc = new Y.Doc({ guid: rowCollabGuid(databaseId, rowId) });
  doc.transact(() => {
    const cells = new Y.Map<unknown>();
    for (const [fieldId, input] of Object.entries(params.cells ?? {})) {
      cells.set(fieldId, yMap(cellEntries(input, now, now)));
    }
    const root = doc.getMap('data');
    root.set(
      'data',
      yMap({
        id: rowId,
        database_id: databaseId,
        height: 60,
        visibility: true,
        created_at: now,
        last_modified: now,
        cells,
      }),
    );
    root.set('meta', yMap({ [documentKey]: documentId, [emptyKey]: true }));
    root.set('comment', new Y.Array());
  });
  return doc;
}

/** A field to create: its id, name, AppFlowy type number and that type's options. */
export interface FieldSpec {
  id: string;
  name: string;
  ty: number;
  isPrimary: boolean;
  typeOption: Record<string, unknown>;
}

function fieldOf(name: string, ty: number, isPrimary = false): FieldSpec {
  return { id: shortId(6), name, ty, isPrimary, typeOption: defaultTypeOption(ty) };
}

interface LayoutPlan {
  fields: FieldSpec[];
  layoutSettings: Record<string, Y.Map<unknown>>;
  groups: Y.Map<unknown>[];
  /** Each row's cells by field id. */
  rows: Record<string, CellInput>[];
}

/** A new board view's layout settings, as AppFlowy writes them. */
export function boardLayoutSettings(): Record<string, Y.Map<unknown>> {
  return {
    [String(DatabaseLayout.Board)]: yMap({ hide_ungrouped_column: false, collapse_hidden_groups: true }),
  };
}

/** A new calendar view's layout settings, placing rows by the date field `fieldId`, as AppFlowy writes them. */
export function calendarLayoutSettings(fieldId: string): Record<string, Y.Map<unknown>> {
  return {
    [String(DatabaseLayout.Calendar)]: yMap({
      field_id: fieldId,
      first_day_of_week: 0,
      show_weekends: true,
      show_week_numbers: true,
      layout_ty: 0,
    }),
  };
}

function planFor(layout: DatabaseViewLayout): LayoutPlan {
  const name = fieldOf('Name', FieldType.RichText, true);
  switch (layout) {
    case ViewLayout.Grid:
      return {
        fields: [name, fieldOf('Type', FieldType.SingleSelect), fieldOf('Done', FieldType.Checkbox)],
        layoutSettings: {},
        groups: [],
        rows: [{}, {}, {}],
      };
    case ViewLayout.Board: {
      const options: SelectOption[] = [
        { id: shortId(4), name: 'To Do', color: 'Purple' },
        { id: shortId(4), name: 'Doing', color: 'Orange' },
        { id: shortId(4), name: 'Done', color: 'Green' },
      ];
      const status = fieldOf('Status', FieldType.SingleSelect);
      status.typeOption = { content: selectContent(options) };
      // The group whose id is the field id holds the rows without a value ("No Status").
      const group = yMap({
        id: `g:${shortId(6)}`,
        field_id: status.id,
        ty: FieldType.SingleSelect,
        content: '',
        groups: yArray(
          [status.id, ...options.map((option) => option.id)].map((id) => ({ id, visible: true })),
        ),
      });
      return {
        fields: [name, status],
        layoutSettings: boardLayoutSettings(),
        groups: [group],
        rows: options.map((option, index) => ({
          [name.id]: { type: FieldType.RichText, data: `Card ${index + 1}` },
          [status.id]: { type: FieldType.SingleSelect, data: option.id },
        })),
      };
    }
    case ViewLayout.Calendar: {
      const date = fieldOf('Date', FieldType.DateTime);
      return {
        fields: [name, date],
        layoutSettings: calendarLayoutSettings(date.id),
        groups: [],
        rows: [],
      };
    }
    default:
      return exhaustive(layout);
  }
}

export function databaseLayoutOf(layout: DatabaseViewLayout): DatabaseLayout {
  switch (layout) {
    case ViewLayout.Grid:
      return DatabaseLayout.Grid;
    case ViewLayout.Board:
      return DatabaseLayout.Board;
    case ViewLayout.Calendar:
      return DatabaseLayout.Calendar;
    default:
      return exhaustive(layout);
  }
}

/** A field's map in AppFlowy's layout. */
export function fieldEntry(field: FieldSpec, now: number): Y.Map<unknown> {
  return yMap({
    id: field.id,
    name: field.name,
    ty: field.ty,
    is_primary: field.isPrimary,
    created_at: now,
    last_modified: now,
    type_option: yMap({ [String(field.ty)]: yMap(field.typeOption) }),
  });
}

/**
 * A Database collab's doc in AppFlowy's layout (`data.database.{id, metas, fields, views}`): `fields`, and one
 * inline view `viewId` of `layout` showing them all and listing `rowIds`. `metas` is the database's metas map.
 */
export function databaseDoc(params: {
  databaseId: string;
  viewId: string;
  name: string;
  layout: DatabaseViewLayout;
  now: number;
  fields: FieldSpec[];
  layoutSettings: Record<string, Y.Map<unknown>>;
  groups: Y.Map<unknown>[];
  rowIds: string[];
  metas: Record<string, unknown>;
}): Y.Doc {
  const { databaseId, viewId, name, layout, now, fields } = params;
  const doc = new Y.Doc({ guid: databaseId });
  doc.transact(() => {
    const view = yMap({
      id: viewId,
      database_id: databaseId,
      name,
      layout: databaseLayoutOf(layout),
      created_at: now,
      modified_at: now,
      is_inline: true,
      layout_settings: yMap(params.layoutSettings),
      field_settings: yMap(
        Object.fromEntries(
          fields.map((field) => [field.id, yMap({ visibility: 0, width: 150, wrap: true })]),
        ),
      ),
      field_orders: yArray(fields.map((field) => ({ id: field.id }))),
      row_orders: yArray(params.rowIds.map((rowId) => ({ id: rowId, height: 60 }))),
      filters: yArray([]),
      sorts: yArray([]),
      groups: yArray(params.groups),
      calculations: yArray([]),
    });
    doc.getMap('data').set(
      'database',
      yMap({
        id: databaseId,
        metas: yMap(params.metas),
        fields: yMap(Object.fromEntries(fields.map((field) => [field.id, fieldEntry(field, now)]))),
        views: yMap({ [viewId]: view }),
      }),
    );
  });
  return doc;
}

/**
 * A new database as AppFlowy makes one per layout (a Grid: Name, Type, Done and three empty rows; a Board:
 * Name and a Status select grouping three cards; a Calendar: Name and a Date field it places rows by), with one
 * view `viewId` (the inline view), and its rows' collabs.
 */
export function createDatabase(params: {
  databaseId: string;
  viewId: string;
  name: string;
  layout: DatabaseViewLayout;
  now: Date;
}): { database: Uint8Array; rows: { rowId: string; docState: Uint8Array }[] } {
  const { databaseId, viewId, name, layout } = params;
  const plan = planFor(layout);
  const rows = plan.rows.map((cells) => ({ rowId: crypto.randomUUID(), cells }));
  const doc = databaseDoc({
    databaseId,
    viewId,
    name,
    layout,
    now: unixNow(params.now),
    fields: plan.fields,
    layoutSettings: plan.layoutSettings,
    groups: plan.groups,
    rowIds: rows.map((row) => row.rowId),
    metas: { iid: viewId, [viewOrderKey]: yArray([viewId]) },
  });
  return {
    database: encodeDoc(doc),
    rows: rows.map(({ rowId, cells }) => ({
      rowId,
      docState: encodeDoc(newRowDoc({ databaseId, rowId, now: params.now, cells })),
    })),
  };
}
