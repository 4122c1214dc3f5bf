import * as Y from 'yjs';
import { exhaustive } from '../../../errors/exhaustive.js';
import { DatabaseLayout } from '../../layouts.js';
import { unixNow, yArray, yMap } from '../../yjs.js';
import { FieldType, stringOf } from '../fieldTypes.js';
import {
  allViews,
  checkName,
  childArray,
  childMap,
  cloneValue,
  databaseMap,
  fieldsMap,
  invalid,
  numberOfAny,
  viewMap,
  viewOrderKey,
  viewsMap,
} from './doc.js';
import { addField } from './fields.js';
import { databaseWriteLimits } from './limits.js';
import { groupEntry } from './groupEntry.js';

const layouts: readonly number[] = Object.values(DatabaseLayout);

/**
 * The views in their stored order: the ids of `metas.quire_view_order` that are views (each once), then views
 * it does not list yet (made by AppFlowy, or by a concurrent add) by creation time and id, so that every
 * replica shows the same order.
 */
export function viewOrder(doc: Y.Doc): string[] {
  const views = viewsMap(doc);
  const stored = databaseMap(doc).get('metas');
  const listed: unknown = stored instanceof Y.Map ? stored.get(viewOrderKey) : undefined;
  const order: string[] = [];
  for (const id of listed instanceof Y.Array ? listed.toArray() : []) {
    if (typeof id === 'string' && views.get(id) instanceof Y.Map && !order.includes(id)) order.push(id);
  }
  const rest = [...views.entries()]
    .filter(([id, view]) => view instanceof Y.Map && !order.includes(id))
    .map(([id, view]) => ({ id, created: numberOfAny((view as Y.Map<unknown>).get('created_at')) }))
    .sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...order, ...rest.map((view) => view.id)];
}

function orderArray(doc: Y.Doc): Y.Array<unknown> {
  const metas = childMap(databaseMap(doc), 'metas');
  const existing = metas.get(viewOrderKey);
  if (existing instanceof Y.Array) return existing as Y.Array<unknown>;
  // First use: the order everyone saw so far, written down.
  const array = yArray(viewOrder(doc));
  metas.set(viewOrderKey, array);
  return array;
}

function firstFieldOf(doc: Y.Doc, types: readonly number[]): string | undefined {
  for (const [id, field] of fieldsMap(doc).entries()) {
    if (field instanceof Y.Map && types.includes(numberOfAny(field.get('ty'), -1))) return id;
  }
  return undefined;
}

/** The layout settings and grouping a new view of `layout` needs, adding the field it needs when missing. */
function layoutParts(
  doc: Y.Doc,
  layout: DatabaseLayout,
  now: Date,
): { settings: Record<string, Y.Map<unknown>>; groups: Y.Map<unknown>[] } {
  switch (layout) {
    case DatabaseLayout.Board: {
      const fieldId =
        firstFieldOf(doc, [FieldType.SingleSelect, FieldType.MultiSelect, FieldType.Checkbox]) ??
        addField(doc, { name: 'Status', type: FieldType.SingleSelect, now });
      return {
        settings: {
          [String(DatabaseLayout.Board)]: yMap({
            hide_ungrouped_column: false,
            collapse_hidden_groups: true,
          }),
        },
        groups: [groupEntry(doc, fieldId)],
      };
    }
    case DatabaseLayout.Calendar: {
      const fieldId =
        firstFieldOf(doc, [FieldType.DateTime]) ??
        addField(doc, { name: 'Date', type: FieldType.DateTime, now });
      return {
        settings: {
          [String(DatabaseLayout.Calendar)]: yMap({
            field_id: fieldId,
            first_day_of_week: 0,
            show_weekends: true,
            show_week_numbers: true,
            layout_ty: 0,
          }),
        },
        groups: [],
      };
    }
    case DatabaseLayout.Grid:
    case DatabaseLayout.Chart:
    case DatabaseLayout.List:
    case DatabaseLayout.Gallery:
      return { settings: {}, groups: [] };
    default:
      return exhaustive(layout);
  }
}

function checkViewCount(doc: Y.Doc): void {
  if (viewsMap(doc).size >= databaseWriteLimits.views)
    throw invalid(`A database holds at most ${databaseWriteLimits.views} views`);
}

/**
 * Adds a view of `layout` after the others: the fields and rows of `from` (or of the first view) in their order,
 * its field settings copied; no filters or sorts. A board groups by the first select or checkbox field, a
 * calendar places rows by the first date field (either made when the database has none).
 */
export function addView(
  doc: Y.Doc,
  params: { name: string; layout: DatabaseLayout; now: Date; from?: string },
): string {
  const name = checkName(params.name, 'A view name');
  if (!layouts.includes(params.layout)) throw invalid(`Unknown layout ${String(params.layout)}`);
  const id = crypto.randomUUID();
  doc.transact(() => {
    checkViewCount(doc);
    const sourceId = params.from ?? viewOrder(doc)[0];
    const source = sourceId === undefined ? undefined : viewMap(doc, sourceId);
    const databaseId = stringOf(databaseMap(doc).get('id'));
    const { settings, groups } = layoutParts(doc, params.layout, params.now);
    const now = unixNow(params.now);
    // The source's orders are read after a board or calendar may have added its field to every view.
    const fieldOrders =
      source === undefined
        ? [...fieldsMap(doc).keys()].map((fieldId) => ({ id: fieldId }))
        : childArray(source, 'field_orders').toArray().map(cloneValue);
    const rowOrders = source === undefined ? [] : childArray(source, 'row_orders').toArray().map(cloneValue);
    const fieldSettings = source?.get('field_settings');
    const order = orderArray(doc);
    viewsMap(doc).set(
      id,
      yMap({
        id,
        database_id: databaseId,
        name,
        layout: params.layout,
        created_at: now,
        modified_at: now,
        is_inline: false,
        layout_settings: yMap(settings),
        field_settings: fieldSettings instanceof Y.Map ? cloneValue(fieldSettings) : new Y.Map(),
        field_orders: yArray(fieldOrders),
        row_orders: yArray(rowOrders),
        filters: yArray([]),
        sorts: yArray([]),
        groups: yArray(groups),
        calculations: yArray([]),
      }),
    );
    order.push([id]);
  });
  return id;
}

export function renameView(doc: Y.Doc, viewId: string, name: string, now: Date): void {
  checkName(name, 'A view name');
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    view.set('name', name);
    view.set('modified_at', unixNow(now));
  });
}

/** A copy of a view (its settings, filters, sorts, groups, calculations) placed right after it. */
export function duplicateView(doc: Y.Doc, viewId: string, now: Date): string {
  const id = crypto.randomUUID();
  doc.transact(() => {
    checkViewCount(doc);
    const view = viewMap(doc, viewId);
    const copy = cloneValue(view) as Y.Map<unknown>;
    const seconds = unixNow(now);
    copy.set('id', id);
    copy.set('created_at', seconds);
    copy.set('modified_at', seconds);
    copy.set('is_inline', false);
    const name: unknown = view.get('name');
    copy.set(
      'name',
      `${typeof name === 'string' ? name : ''} (copy)`.slice(0, databaseWriteLimits.nameChars),
    );
    const order = orderArray(doc);
    viewsMap(doc).set(id, copy);
    const at = order.toArray().indexOf(viewId);
    order.insert(at < 0 ? order.length : at + 1, [id]);
  });
  return id;
}

/** Deletes a view; never the last one. When it was the inline view, the first remaining view becomes it. */
export function deleteView(doc: Y.Doc, viewId: string): void {
  doc.transact(() => {
    viewMap(doc, viewId);
    if (allViews(doc).length <= 1) throw invalid('A database keeps at least one view');
    viewsMap(doc).delete(viewId);
    const order = orderArray(doc);
    const entries = order.toArray();
    for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i] === viewId) order.delete(i, 1);
    const metas = childMap(databaseMap(doc), 'metas');
    if (metas.get('iid') === viewId) {
      const next = viewOrder(doc)[0];
      if (next !== undefined) metas.set('iid', next);
    }
  });
}

export function moveView(doc: Y.Doc, viewId: string, toIndex: number): void {
  doc.transact(() => {
    viewMap(doc, viewId);
    const order = orderArray(doc);
    const entries = order.toArray();
    for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i] === viewId) order.delete(i, 1);
    order.insert(Math.max(0, Math.min(order.length, Math.trunc(toIndex))), [viewId]);
  });
}
