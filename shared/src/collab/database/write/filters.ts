import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { yArray, yMap } from '../../yjs.js';
import { childArray, cloneValue, entryId, fieldMap, invalid, numberOfAny, viewMap } from './doc.js';
import { databaseWriteLimits } from './limits.js';

// A view's filters (AppFlowy's tree): `filters` holds maps with `filter_type` 0 and, 1 or, 2 a condition on a
// field; and/or maps hold `children`. Entries at the top level are ANDed. A top level that is exactly one and/or
// map is that map's group ("the root"), so a view joined by OR keeps one root that new filters go into.

const FilterType = { And: 0, Or: 1, Data: 2 } as const;
const maxDepth = 8;

function filterType(entry: Y.Map<unknown>): number {
  return numberOfAny(entry.get('filter_type'), FilterType.Data);
}

function isGroup(entry: unknown): entry is Y.Map<unknown> {
  return entry instanceof Y.Map && filterType(entry) !== FilterType.Data;
}

function countFilters(array: Y.Array<unknown>, depth = 0): number {
  let count = 0;
  for (const entry of array.toArray()) {
    count += 1;
    const children: unknown = entry instanceof Y.Map ? entry.get('children') : undefined;
    if (children instanceof Y.Array && depth < maxDepth) count += countFilters(children, depth + 1);
  }
  return count;
}

/** The filter map with `id` and the array holding it, searched through the tree. */
function findFilter(
  array: Y.Array<unknown>,
  id: string,
  depth = 0,
): { entry: Y.Map<unknown>; parent: Y.Array<unknown>; depth: number } | undefined {
  for (const entry of array.toArray()) {
    if (!(entry instanceof Y.Map)) continue;
    if (entryId(entry) === id) return { entry, parent: array, depth };
    const children: unknown = entry.get('children');
    if (children instanceof Y.Array && depth < maxDepth) {
      const found = findFilter(children, id, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function rootGroup(filters: Y.Array<unknown>): Y.Map<unknown> | undefined {
  const entries = filters.toArray();
  const only = entries[0];
  return entries.length === 1 && isGroup(only) ? only : undefined;
}

function checkContent(content: string): void {
  if (typeof content !== 'string' || content.length > databaseWriteLimits.filterContentChars) {
    throw invalid(`A filter's content is at most ${databaseWriteLimits.filterContentChars} characters`);
  }
}

/**
 * The array a new entry `height` levels tall goes into: the group `parentId`, else the view's root group when it
 * has one, else the top level. Refuses a full view, an unknown group and nesting past maxDepth.
 */
function insertionTarget(
  filters: Y.Array<unknown>,
  parentId: string | undefined,
  height: number,
): Y.Array<unknown> {
  if (countFilters(filters) >= databaseWriteLimits.filtersPerView) {
    throw invalid(`A view holds at most ${databaseWriteLimits.filtersPerView} filters`);
  }
  if (parentId !== undefined) {
    const parent = findFilter(filters, parentId);
    if (parent === undefined || !isGroup(parent.entry)) throw invalid(`No filter group ${parentId}`);
    if (parent.depth >= maxDepth - height) throw invalid('Filters nest at most 8 deep');
    return childArray(parent.entry, 'children');
  }
  const root = rootGroup(filters);
  return root === undefined ? filters : childArray(root, 'children');
}

/**
 * Adds a condition on a field: into the group `parentId`, else into the view's root group when it has one,
 * else at the top level. Returns the filter's id.
 */
export function addFilter(
  doc: Y.Doc,
  viewId: string,
  params: { fieldId: string; condition: number; content: string; parentId?: string },
): string {
  checkContent(params.content);
  if (!Number.isInteger(params.condition) || params.condition < 0 || params.condition > 1000) {
    throw invalid('Unknown filter condition');
  }
  const id = shortId(6);
  doc.transact(() => {
    const type = numberOfAny(fieldMap(doc, params.fieldId).get('ty'));
    const target = insertionTarget(childArray(viewMap(doc, viewId), 'filters'), params.parentId, 1);
    target.push([
      yMap({
        id,
        field_id: params.fieldId,
        ty: type,
        condition: params.condition,
        content: params.content,
        filter_type: FilterType.Data,
      }),
    ]);
  });
  return id;
}

/**
 * Adds an empty AND/OR group of filters: into the group `parentId`, else into the view's root group when it has
 * one, else at the top level. Filters go into it with addFilter's `parentId`. Returns the group's id.
 */
export function addFilterGroup(
  doc: Y.Doc,
  viewId: string,
  params: { join: 'and' | 'or'; parentId?: string },
): string {
  const id = shortId(6);
  doc.transact(() => {
    const target = insertionTarget(childArray(viewMap(doc, viewId), 'filters'), params.parentId, 2);
    target.push([
      yMap({
        id,
        field_id: '',
        ty: 0,
        condition: 0,
        content: '',
        filter_type: params.join === 'or' ? FilterType.Or : FilterType.And,
        children: yArray([]),
      }),
    ]);
  });
  return id;
}

/** Changes a condition's field, condition or content; keys it does not name stay. */
export function updateFilter(
  doc: Y.Doc,
  viewId: string,
  filterId: string,
  patch: { fieldId?: string; condition?: number; content?: string },
): void {
  if (patch.content !== undefined) checkContent(patch.content);
  doc.transact(() => {
    const found = findFilter(childArray(viewMap(doc, viewId), 'filters'), filterId);
    if (found === undefined) throw invalid(`No filter ${filterId}`);
    if (patch.fieldId !== undefined) {
      found.entry.set('field_id', patch.fieldId);
      found.entry.set('ty', numberOfAny(fieldMap(doc, patch.fieldId).get('ty')));
    }
    if (patch.condition !== undefined) found.entry.set('condition', patch.condition);
    if (patch.content !== undefined) found.entry.set('content', patch.content);
  });
}

/** Removes a filter (a group with its children). */
export function removeFilter(doc: Y.Doc, viewId: string, filterId: string): void {
  doc.transact(() => {
    const found = findFilter(childArray(viewMap(doc, viewId), 'filters'), filterId);
    if (found === undefined) return;
    const index = found.parent.toArray().indexOf(found.entry);
    if (index >= 0) found.parent.delete(index, 1);
  });
}

/**
 * Joins a group's filters by AND or OR. Without `groupId`, the view's top level: its root group's join is
 * set, or, when the top level has several entries and OR is asked, they are wrapped into one OR root.
 */
export function setFilterJoin(
  doc: Y.Doc,
  viewId: string,
  groupId: string | undefined,
  join: 'and' | 'or',
): void {
  const type = join === 'or' ? FilterType.Or : FilterType.And;
  doc.transact(() => {
    const filters = childArray(viewMap(doc, viewId), 'filters');
    if (groupId !== undefined) {
      const found = findFilter(filters, groupId);
      if (found === undefined || !isGroup(found.entry)) throw invalid(`No filter group ${groupId}`);
      found.entry.set('filter_type', type);
      return;
    }
    const root = rootGroup(filters);
    if (root !== undefined) {
      root.set('filter_type', type);
      return;
    }
    if (type === FilterType.And) return;
    const entries = filters.toArray().map(cloneValue);
    filters.delete(0, filters.length);
    filters.push([
      yMap({
        id: shortId(6),
        field_id: '',
        ty: 0,
        condition: 0,
        content: '',
        filter_type: FilterType.Or,
        children: yArray(entries),
      }),
    ]);
  });
}
