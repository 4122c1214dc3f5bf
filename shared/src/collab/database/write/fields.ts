import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { unixNow, yMap } from '../../yjs.js';
import { FieldType, FieldVisibility, isFieldType } from '../fieldTypes.js';
import { fieldEntry } from './create.js';
import {
  allViews,
  checkName,
  childArray,
  childMap,
  clampIndex,
  entryId,
  fieldMap,
  fieldsMap,
  invalid,
  moveEntry,
  numberOfAny,
  removeId,
  viewMap,
} from './doc.js';
import { databaseWriteLimits } from './limits.js';
import { defaultTypeOption, selectContent } from './typeOptions.js';
import { selectOptionsOf } from '../read.js';

const maxTypeOptionChars = 100_000;

/**
 * Adds a field: appended to every view's order (at `index` in `viewId`'s), shown, with its type's default
 * options merged with `typeOption`. Each view gets the field's settings map now, so that two people hiding
 * and resizing the new field at once edit one map instead of racing to create it.
 */
export function addField(
  doc: Y.Doc,
  params: {
    name: string;
    type: FieldType;
    now: Date;
    viewId?: string;
    index?: number;
    typeOption?: Record<string, unknown>;
  },
): string {
  const { type, viewId } = params;
  if (!isFieldType(type)) throw invalid(`Unknown field type ${String(type)}`);
  const name = checkName(params.name, 'A field name');
  if (params.typeOption !== undefined && JSON.stringify(params.typeOption).length > maxTypeOptionChars) {
    throw invalid('The type option is too large');
  }
  const id = shortId(6);
  doc.transact(() => {
    const fields = fieldsMap(doc);
    if (fields.size >= databaseWriteLimits.fields)
      throw invalid(`A database holds at most ${databaseWriteLimits.fields} fields`);
    if (viewId !== undefined) viewMap(doc, viewId);
    fields.set(
      id,
      fieldEntry(
        {
          id,
          name,
          ty: type,
          isPrimary: false,
          typeOption: { ...defaultTypeOption(type), ...params.typeOption },
        },
        unixNow(params.now),
      ),
    );
    for (const view of allViews(doc)) {
      const order = childArray(view, 'field_orders');
      const at = view.get('id') === viewId ? clampIndex(params.index, order.length) : order.length;
      order.insert(at, [{ id }]);
      childMap(view, 'field_settings').set(
        id,
        yMap({ visibility: FieldVisibility.Shown, width: 150, wrap: true }),
      );
    }
  });
  return id;
}

export function renameField(doc: Y.Doc, fieldId: string, name: string, now: Date): void {
  checkName(name, 'A field name');
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    field.set('name', name);
    field.set('last_modified', unixNow(now));
  });
}

function isPrimary(field: Y.Map<unknown>): boolean {
  return field.get('is_primary') === true;
}

function dropFieldFilters(filters: Y.Array<unknown>, fieldId: string): void {
  const entries = filters.toArray();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (!(entry instanceof Y.Map)) continue;
    if (entry.get('field_id') === fieldId && entry.get('children') === undefined) filters.delete(i, 1);
    else {
      const children: unknown = entry.get('children');
      if (children instanceof Y.Array) dropFieldFilters(children, fieldId);
    }
  }
}

function dropByField(array: Y.Array<unknown>, fieldId: string): void {
  const entries = array.toArray();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry instanceof Y.Map && entry.get('field_id') === fieldId) array.delete(i, 1);
  }
}

/**
 * Deletes a field (never the primary one) and what the views hold for it: its place in their orders, its
 * settings, sorts, filters and calculations. Row cells stay, as AppFlowy leaves them.
 */
export function deleteField(doc: Y.Doc, fieldId: string): void {
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    if (isPrimary(field)) throw invalid('The primary field cannot be deleted');
    fieldsMap(doc).delete(fieldId);
    for (const view of allViews(doc)) {
      const order = view.get('field_orders');
      if (order instanceof Y.Array) removeId(order, fieldId);
      const settings = view.get('field_settings');
      if (settings instanceof Y.Map) settings.delete(fieldId);
      for (const key of ['sorts', 'calculations']) {
        const array = view.get(key);
        if (array instanceof Y.Array) dropByField(array, fieldId);
      }
      const filters = view.get('filters');
      if (filters instanceof Y.Array) dropFieldFilters(filters, fieldId);
    }
  });
}

export function moveField(doc: Y.Doc, viewId: string, fieldId: string, toIndex: number): void {
  doc.transact(() => {
    const order = childArray(viewMap(doc, viewId), 'field_orders');
    if (!order.toArray().some((entry) => entryId(entry) === fieldId)) {
      fieldMap(doc, fieldId);
      order.insert(clampIndex(toIndex, order.length), [{ id: fieldId }]);
      return;
    }
    moveEntry(order, fieldId, toIndex);
  });
}

function setFieldSetting(doc: Y.Doc, viewId: string, fieldId: string, key: string, value: unknown): void {
  doc.transact(() => {
    fieldMap(doc, fieldId);
    childMap(childMap(viewMap(doc, viewId), 'field_settings'), fieldId).set(key, value);
  });
}

/** 0 shown, 1 hidden when empty, 2 hidden (FieldVisibility). */
export function setFieldVisibility(doc: Y.Doc, viewId: string, fieldId: string, visibility: number): void {
  if (visibility !== 0 && visibility !== 1 && visibility !== 2) throw invalid('Visibility is 0, 1 or 2');
  setFieldSetting(doc, viewId, fieldId, 'visibility', visibility);
}

export function setFieldWidth(doc: Y.Doc, viewId: string, fieldId: string, width: number): void {
  if (!Number.isFinite(width) || width < 10 || width > 10_000)
    throw invalid('A width is between 10 and 10000');
  setFieldSetting(doc, viewId, fieldId, 'width', Math.round(width));
}

export function setFieldWrap(doc: Y.Doc, viewId: string, fieldId: string, wrap: boolean): void {
  setFieldSetting(doc, viewId, fieldId, 'wrap', wrap);
}

/**
 * Whether the grid holds the (primary) field at the left while the others scroll. AppFlowy has no such setting:
 * it is Quire's own key in the view's field setting (`quire_frozen`), which AppFlowy ignores and keeps.
 */
export function setFieldFrozen(doc: Y.Doc, viewId: string, fieldId: string, frozen: boolean): void {
  setFieldSetting(doc, viewId, fieldId, 'quire_frozen', frozen);
}

/** The field's type option map for `type` (its own type by default), created when missing. */
export function typeOptionMap(doc: Y.Doc, fieldId: string, type?: number): Y.Map<unknown> {
  const field = fieldMap(doc, fieldId);
  const ty = type ?? Number(field.get('ty') ?? 0);
  const options = childMap(field, 'type_option');
  const key = String(ty);
  if (!(options.get(key) instanceof Y.Map) && options.get(key) === undefined) {
    options.set(key, yMap(defaultTypeOption(ty)));
  }
  return childMap(options, key);
}

/** Sets keys of the field's current type option (undefined deletes a key); other keys stay. */
export function updateTypeOption(doc: Y.Doc, fieldId: string, patch: Record<string, unknown>): void {
  if (JSON.stringify(patch).length > maxTypeOptionChars) throw invalid('The type option is too large');
  doc.transact(() => {
    const option = typeOptionMap(doc, fieldId);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) option.delete(key);
      else option.set(key, value);
    }
  });
}

/**
 * Changes a field's type. The old type's option stays under its own key (AppFlowy keeps it, and switching back
 * finds it); the new type's option is created when missing. Cells are converted by the caller (convertCell).
 * The primary field stays text-like: it may not become a relation, checklist or media field.
 */
export function changeFieldType(doc: Y.Doc, fieldId: string, type: FieldType, now: Date): void {
  if (!isFieldType(type)) throw invalid(`Unknown field type ${String(type)}`);
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    if (
      isPrimary(field) &&
      (type === FieldType.Relation || type === FieldType.Checklist || type === FieldType.Media)
    ) {
      throw invalid('The primary field cannot have this type');
    }
    const previous = numberOfAny(field.get('ty'), -1);
    const options = childMap(field, 'type_option');
    // Single and multi select share their options when one becomes the other, as in AppFlowy.
    const selects: readonly number[] = [FieldType.SingleSelect, FieldType.MultiSelect];
    const before: unknown = options.get(String(previous));
    if (
      selects.includes(previous) &&
      selects.includes(type) &&
      before instanceof Y.Map &&
      previous !== type
    ) {
      // The options just used come first; options the target type kept from before stay after them.
      const target = typeOptionMap(doc, fieldId, type);
      const used = selectOptionsOf(before.get('content'));
      const kept = selectOptionsOf(target.get('content')).filter((o) => !used.some((u) => u.id === o.id));
      target.set('content', selectContent([...used, ...kept]));
    }
    field.set('ty', type);
    typeOptionMap(doc, fieldId, type);
    field.set('last_modified', unixNow(now));
  });
}
