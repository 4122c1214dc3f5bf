import * as Y from 'yjs';
import { exhaustive } from '../errors/exhaustive.js';
import {
  boardLayoutSettings,
  calendarLayoutSettings,
  databaseDoc,
  type FieldSpec,
} from './database/write/create.js';
import { shortId } from './ids.js';
import { ViewLayout, type DatabaseViewLayout } from './layouts.js';
import { encodeDoc, unixNow, yArray, yMap } from './yjs.js';

/** AppFlowy's FieldType numbers for the fields an empty database starts with. */
const FieldType = { RichText: 0, DateTime: 2, SingleSelect: 3 } as const;

/**
 * The fields and layout settings each layout needs to be usable at once: every database has a primary
 * text field; a board groups by a select field and a calendar places rows by a date field, as AppFlowy
 * creates them.
 */
function layoutParts(layout: DatabaseViewLayout): {
  extraFields: FieldSpec[];
  layoutSettings: Record<string, Y.Map<unknown>>;
  groups: Y.Map<unknown>[];
} {
  switch (layout) {
    case ViewLayout.Grid:
      return { extraFields: [], layoutSettings: {}, groups: [] };
    case ViewLayout.Board: {
      const status: FieldSpec = {
        id: shortId(6),
        name: 'Status',
        ty: FieldType.SingleSelect,
        isPrimary: false,
        typeOption: { content: JSON.stringify({ options: [], disable_color: false }) },
      };
      // The group whose id is the field id holds the rows without a value ("No Status").
      const group = yMap({
        id: `g:${shortId(6)}`,
        field_id: status.id,
        ty: FieldType.SingleSelect,
        content: '',
        groups: yArray([{ id: status.id, visible: true }]),
      });
      return {
        extraFields: [status],
        layoutSettings: boardLayoutSettings(),
        groups: [group],
      };
    }
    case ViewLayout.Calendar: {
      const date: FieldSpec = {
        id: shortId(6),
        name: 'Date',
        ty: FieldType.DateTime,
        isPrimary: false,
        typeOption: { date_format: 3, time_format: 1, timezone_id: '' },
      };
      return {
        extraFields: [date],
        layoutSettings: calendarLayoutSettings(date.id),
        groups: [],
      };
    }
    default:
      return exhaustive(layout);
  }
}

/**
 * An empty Database collab in AppFlowy's layout (`data.database.{id, metas, fields, views}`) with one view
 * (`viewId`, the page's own view, also the inline view `metas.iid`) of the page's layout and no rows.
 */
export function emptyDatabase(params: {
  databaseId: string;
  viewId: string;
  name: string;
  layout: DatabaseViewLayout;
  now: Date;
}): Uint8Array {
  const { databaseId, viewId, name, layout } = params;
  const primary: FieldSpec = {
    id: shortId(6),
    name: 'Name',
    ty: FieldType.RichText,
    isPrimary: true,
    typeOption: { data: '' },
  };
  const { extraFields, layoutSettings, groups } = layoutParts(layout);
  const doc = databaseDoc({
    databaseId,
    viewId,
    name,
    layout,
    now: unixNow(params.now),
    fields: [primary, ...extraFields],
    layoutSettings,
    groups,
    rowIds: [],
    metas: { iid: viewId },
  });
  return encodeDoc(doc);
}
