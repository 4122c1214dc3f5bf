import * as Y from 'yjs';
import { unixNow } from '../../yjs.js';
import { FieldType, isFieldType } from '../fieldTypes.js';
import { rowMetaKey } from '../uuid.js';
import { childMap, invalid, numberOfAny } from './doc.js';
import { databaseWriteLimits } from './limits.js';

/**
 * A cell to write, in AppFlowy's encodings (appflowy-web.md §3.3): select ids comma-joined, checkbox
 * "Yes"/"No", dates unix seconds as a string, checklists and media as JSON, relations as a list of row ids.
 */
export interface CellInput {
  type: FieldType;
  data: string | string[];
  endTimestamp?: string;
  includeTime?: boolean;
  isRange?: boolean;
}

function checkedData(input: CellInput): string | string[] {
  const { type, data } = input;
  if (!isFieldType(type)) throw invalid(`Unknown field type ${String(type)}`);
  if (type === FieldType.Relation) {
    const ids = Array.isArray(data) ? data : data.split(',').filter((id) => id !== '');
    if (ids.length > databaseWriteLimits.relatedRows) {
      throw invalid(`A relation holds at most ${databaseWriteLimits.relatedRows} rows`);
    }
    if (ids.some((id) => typeof id !== 'string' || id.length > 200)) throw invalid('Invalid related row id');
    return ids;
  }
  if (Array.isArray(data)) {
    if (type === FieldType.SingleSelect || type === FieldType.MultiSelect)
      return checkedData({ ...input, data: data.join(',') });
    throw invalid('Only relation and select cells take a list');
  }
  if (typeof data !== 'string') throw invalid('Cell data must be text');
  if (data.length > databaseWriteLimits.cellChars) {
    throw invalid(`A cell holds at most ${databaseWriteLimits.cellChars} characters`);
  }
  if (type === FieldType.Checkbox) {
    const value = data.trim().toLowerCase();
    return value === 'yes' || value === 'true' || value === '1' ? 'Yes' : 'No';
  }
  if (type === FieldType.DateTime && data !== '' && !/^-?\d+$/.test(data)) {
    throw invalid('A date cell holds unix seconds');
  }
  if (type === FieldType.SingleSelect)
    return data
      .split(',')
      .filter((id) => id !== '')
      .slice(0, 1)
      .join(',');
  if (type === FieldType.MultiSelect)
    return [...new Set(data.split(',').filter((id) => id !== ''))].join(',');
  if ((type === FieldType.Checklist || type === FieldType.Media) && data !== '') {
    try {
      JSON.parse(data);
    } catch {
      throw invalid('This cell holds JSON');
    }
  }
  // The other types keep their text as given (numbers, URLs and times are read leniently, as AppFlowy does).
  return data;
}

/** The keys of a cell's map for `input` (relation data as a Y.Array of row ids). */
export function cellEntries(input: CellInput, createdAt: number, now: number): Record<string, unknown> {
  const data = checkedData(input);
  const entries: Record<string, unknown> = {
    field_type: input.type,
    data: Array.isArray(data) ? Y.Array.from(data) : data,
    created_at: createdAt,
    last_modified: now,
  };
  if (input.type === FieldType.DateTime) {
    const end = input.endTimestamp ?? '';
    if (end !== '' && !/^-?\d+$/.test(end)) throw invalid('A date cell holds unix seconds');
    entries.end_timestamp = end;
    entries.include_time = input.includeTime === true;
    entries.is_range = input.isRange === true;
  }
  return entries;
}

function rowData(rowDoc: Y.Doc): Y.Map<unknown> {
  const data = rowDoc.getMap('data').get('data');
  if (!(data instanceof Y.Map)) throw invalid('The collab holds no row');
  return data as Y.Map<unknown>;
}

function rowIdOf(data: Y.Map<unknown>): string {
  const id: unknown = data.get('id');
  return typeof id === 'string' ? id : '';
}

/**
 * Writes a cell, editing its map in place so that keys this write does not own (AppFlowy's `reminder_id`,
 * its created time) stay; the row's last-modified time follows.
 */
export function setCell(rowDoc: Y.Doc, fieldId: string, input: CellInput, now: Date): void {
  const seconds = unixNow(now);
  const entries = cellEntries(input, seconds, seconds);
  rowDoc.transact(() => {
    const data = rowData(rowDoc);
    const cells = childMap(data, 'cells');
    const existing = cells.get(fieldId);
    if (existing instanceof Y.Map) {
      for (const [key, value] of Object.entries(entries)) {
        if (key === 'created_at' && existing.has('created_at')) continue;
        // An equal number stays as stored (AppFlowy's bigint `field_type` is not rewritten as a number).
        if (typeof value === 'number' && numberOfAny(existing.get(key), Number.NaN) === value) continue;
        existing.set(key, value);
      }
    } else {
      cells.set(fieldId, new Y.Map(Object.entries(entries)));
    }
    data.set('last_modified', seconds);
  });
}

/** Removes a cell (AppFlowy reads a missing cell as empty). */
export function clearCell(rowDoc: Y.Doc, fieldId: string, now: Date): void {
  rowDoc.transact(() => {
    const data = rowData(rowDoc);
    childMap(data, 'cells').delete(fieldId);
    data.set('last_modified', unixNow(now));
  });
}

/** A row's cover as AppFlowy stores it (JSON in the meta). */
export interface RowCover {
  data: string;
  cover_type: number;
  offset?: number;
}

/** Sets a row's icon (an emoji; '' removes it), cover (null removes it) and whether its document is empty. */
export function setRowMeta(
  rowDoc: Y.Doc,
  patch: { icon?: string; cover?: RowCover | null; isDocumentEmpty?: boolean },
): void {
  rowDoc.transact(() => {
    const rowId = rowIdOf(rowData(rowDoc));
    const key = (name: 'icon_id' | 'cover_id' | 'is_document_empty'): string => {
      const value = rowMetaKey(rowId, name);
      if (value === undefined) throw invalid('A row id must be a UUID');
      return value;
    };
    const meta = childMap(rowDoc.getMap('data'), 'meta');
    if (patch.icon !== undefined) {
      if (patch.icon.length > 100) throw invalid('An icon is at most 100 characters');
      if (patch.icon === '') meta.delete(key('icon_id'));
      else meta.set(key('icon_id'), patch.icon);
    }
    if (patch.cover !== undefined) {
      if (patch.cover === null) meta.delete(key('cover_id'));
      else {
        const json = JSON.stringify({
          data: patch.cover.data,
          cover_type: patch.cover.cover_type,
          offset: patch.cover.offset ?? 0,
        });
        if (json.length > databaseWriteLimits.cellChars) throw invalid('The cover is too long');
        meta.set(key('cover_id'), json);
      }
    }
    if (patch.isDocumentEmpty !== undefined) meta.set(key('is_document_empty'), patch.isDocumentEmpty);
  });
}
