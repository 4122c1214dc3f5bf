import { shortId, type SelectOption } from '@quire/shared/collab';
import * as Y from 'yjs';
import { childArray, childMap, databaseMap, eachView, fieldMap, indexOfId, unixSeconds, viewMap } from './yaccess';

/** The type option a new field of `type` starts with (AppFlowy's defaults for the types the grid edits). */
function defaultTypeOption(type: number): Record<string, unknown> {
  switch (type) {
    case 1:
      return { format: 0, scale: 0, symbol: 'RUB', name: 'Number' };
    case 2:
      return { date_format: 3, time_format: 1, timezone_id: '' };
    case 3:
    case 4:
      return { content: JSON.stringify({ options: [], disable_color: false }) };
    default:
      return { data: '' };
  }
}

function typeOptionMap(field: Y.Map<unknown>, type: number): Y.Map<unknown> {
  const options = childMap(field, 'type_option');
  const key = String(type);
  if (!(options.get(key) instanceof Y.Map) && options.get(key) === undefined) {
    options.set(key, new Y.Map<unknown>(Object.entries(defaultTypeOption(type))));
  }
  return childMap(options, key);
}

/** Adds a field shown in every view (at `index` in `viewId`, at the end elsewhere); answers its id. */
export function addField(
  doc: Y.Doc,
  params: { name: string; type: number; now: Date; viewId?: string; index?: number },
): string {
  const id = shortId(6);
  const seconds = unixSeconds(params.now);
  doc.transact(() => {
    const field = new Y.Map<unknown>();
    childMap(databaseMap(doc), 'fields').set(id, field);
    field.set('id', id);
    field.set('name', params.name);
    field.set('ty', params.type);
    field.set('is_primary', false);
    field.set('created_at', seconds);
    field.set('last_modified', seconds);
    field.set('type_option', new Y.Map<unknown>());
    typeOptionMap(field, params.type);
    eachView(doc, (view, viewId) => {
      const order = childArray(view, 'field_orders');
      const index = viewId === params.viewId && params.index !== undefined ? params.index : order.length;
      order.insert(Math.max(0, Math.min(order.length, index)), [{ id }]);
      childMap(view, 'field_settings').set(
        id,
        new Y.Map<unknown>(Object.entries({ visibility: 0, width: 150, wrap: true })),
      );
    });
  });
  return id;
}

export function renameField(doc: Y.Doc, fieldId: string, name: string, now: Date): void {
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    field?.set('name', name);
    field?.set('last_modified', unixSeconds(now));
  });
}

/** Deletes a field and its place in every view; never the primary field. */
export function deleteField(doc: Y.Doc, fieldId: string): void {
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    if (field === undefined || field.get('is_primary') === true) return;
    childMap(databaseMap(doc), 'fields').delete(fieldId);
    eachView(doc, (view) => {
      const order = childArray(view, 'field_orders');
      const index = indexOfId(order, fieldId);
      if (index !== -1) order.delete(index, 1);
      childMap(view, 'field_settings').delete(fieldId);
    });
  });
}

function fieldSetting(doc: Y.Doc, viewId: string, fieldId: string): Y.Map<unknown> | undefined {
  const view = viewMap(doc, viewId);
  return view === undefined ? undefined : childMap(childMap(view, 'field_settings'), fieldId);
}

export function setFieldVisibility(doc: Y.Doc, viewId: string, fieldId: string, visibility: number): void {
  doc.transact(() => fieldSetting(doc, viewId, fieldId)?.set('visibility', visibility));
}

export function setFieldWidth(doc: Y.Doc, viewId: string, fieldId: string, width: number): void {
  doc.transact(() => fieldSetting(doc, viewId, fieldId)?.set('width', Math.round(width)));
}

/** Changes a field's type, keeping the old type's option beside the new one. */
export function changeFieldType(doc: Y.Doc, fieldId: string, type: number, now: Date): void {
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    if (field === undefined || field.get('is_primary') === true) return;
    field.set('ty', type);
    field.set('last_modified', unixSeconds(now));
    typeOptionMap(field, type);
  });
}

const optionColors = ['Purple', 'Pink', 'LightPink', 'Orange', 'Yellow', 'Lime', 'Green', 'Aqua', 'Blue'];

/** Adds a select option to a single or multi select field; answers it. */
export function addSelectOption(doc: Y.Doc, fieldId: string, option: { name: string; color?: string }): SelectOption {
  let added: SelectOption = { id: shortId(4), name: option.name, color: option.color ?? 'Purple' };
  doc.transact(() => {
    const field = fieldMap(doc, fieldId);
    if (field === undefined) return;
    const typeOption = typeOptionMap(field, Number(field.get('ty')));
    let content: { options?: unknown[] } & Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(String(typeOption.get('content') ?? '{}')) as unknown;
      if (typeof parsed === 'object' && parsed !== null) content = parsed as typeof content;
    } catch {
      // Unreadable content starts a fresh option list.
    }
    const options = Array.isArray(content.options) ? content.options : [];
    added = { ...added, color: option.color ?? optionColors[options.length % optionColors.length] ?? 'Purple' };
    typeOption.set(
      'content',
      JSON.stringify({ disable_color: false, ...content, options: [...options, added] }),
    );
  });
  return added;
}
