import * as Y from 'yjs';
import { yArray } from '../../yjs.js';
import { isGroupableType } from '../board.js';
import {
  childArray,
  clampIndex,
  entryId,
  fieldMap,
  indexOfId,
  invalid,
  numberOfAny,
  viewMap,
} from './doc.js';
import { DateGroupCondition, groupContentFor, groupEntry, initialGroupIds } from './groupEntry.js';

// A view's grouping: `groups[0]` is `{id, field_id, ty, content, groups: [{id, visible}], collapsed_group_ids}`.
// The group entries are plain objects as AppFlowy writes them, so a change replaces an entry in place (delete and
// insert at the same index); the readers keep the first entry of an id when concurrent edits leave two.

function grouping(doc: Y.Doc, viewId: string): Y.Map<unknown> {
  const groups = childArray(viewMap(doc, viewId), 'groups');
  const first: unknown = groups.get(0);
  if (!(first instanceof Y.Map)) throw invalid('The view is not grouped');
  return first as Y.Map<unknown>;
}

/**
 * Groups the view by a select, multi-select, checkbox, date, URL or text field. The grouping map is edited in
 * place (its other keys stay); the group list starts again from the field's groups.
 */
export function setGroupField(doc: Y.Doc, viewId: string, fieldId: string): void {
  doc.transact(() => {
    const type = numberOfAny(fieldMap(doc, fieldId).get('ty'), -1);
    if (!isGroupableType(type)) throw invalid('A view cannot be grouped by this field');
    const groups = childArray(viewMap(doc, viewId), 'groups');
    const first: unknown = groups.get(0);
    if (!(first instanceof Y.Map)) {
      groups.insert(0, [groupEntry(doc, fieldId)]);
      return;
    }
    const map = first as Y.Map<unknown>;
    if (map.get('field_id') === fieldId) return;
    map.set('field_id', fieldId);
    map.set('ty', type);
    map.set('content', groupContentFor(type));
    map.set('groups', yArray(initialGroupIds(doc, fieldId).map((id) => ({ id, visible: true }))));
    map.delete('collapsed_group_ids');
  });
}

/** Buckets of a date grouping: day, week, month or year (AppFlowy's DateCondition). */
export function setDateGroupCondition(
  doc: Y.Doc,
  viewId: string,
  condition: DateGroupCondition,
  hideEmpty = false,
): void {
  if (!(Object.values(DateGroupCondition) as number[]).includes(condition))
    throw invalid('Unknown date grouping');
  doc.transact(() =>
    grouping(doc, viewId).set('content', JSON.stringify({ hide_empty: hideEmpty, condition })),
  );
}

function replaceGroup(
  list: Y.Array<unknown>,
  groupId: string,
  edit: (entry: Record<string, unknown>) => Record<string, unknown>,
): void {
  const index = indexOfId(list, groupId);
  const current: unknown = index >= 0 ? list.get(index) : undefined;
  const entry =
    typeof current === 'object' && current !== null && !(current instanceof Y.AbstractType)
      ? { ...(current as Record<string, unknown>) }
      : { id: groupId, visible: true };
  if (index >= 0) list.delete(index, 1);
  list.insert(index >= 0 ? index : list.length, [edit(entry)]);
}

/** Shows or hides a group (a group the list does not hold yet is added). */
export function setGroupVisible(doc: Y.Doc, viewId: string, groupId: string, visible: boolean): void {
  doc.transact(() => {
    replaceGroup(childArray(grouping(doc, viewId), 'groups'), groupId, (entry) => ({ ...entry, visible }));
  });
}

export function moveGroup(doc: Y.Doc, viewId: string, groupId: string, toIndex: number): void {
  doc.transact(() => {
    const list = childArray(grouping(doc, viewId), 'groups');
    const index = indexOfId(list, groupId);
    const current: unknown = index >= 0 ? list.get(index) : { id: groupId, visible: true };
    const entries = list.toArray();
    for (let i = entries.length - 1; i >= 0; i -= 1) if (entryId(entries[i]) === groupId) list.delete(i, 1);
    list.insert(clampIndex(toIndex, list.length), [current]);
  });
}

/** Folds or unfolds a group (`collapsed_group_ids`, a Y.Array so that two people folding groups merge). */
export function setGroupCollapsed(doc: Y.Doc, viewId: string, groupId: string, collapsed: boolean): void {
  doc.transact(() => {
    const ids = childArray(grouping(doc, viewId), 'collapsed_group_ids');
    const entries = ids.toArray();
    for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i] === groupId) ids.delete(i, 1);
    if (collapsed) ids.push([groupId]);
  });
}
