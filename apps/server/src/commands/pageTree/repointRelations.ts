import { FieldType, numberOf } from '@quire/shared/collab';
import * as Y from 'yjs';

/**
 * A copied database's relation fields that point at the database it was copied from (a relation of a database
 * to its own rows) are made to point at the copy: the field's type option names the copy's database id. Returns
 * those fields' ids, whose cells `repointRelationCells` then re-points row by row. Relations to other databases
 * are left as they are (the copy relates to the same rows the original did). Call inside a transaction of `doc`.
 */
export function repointSelfRelations(
  doc: Y.Doc,
  sourceDatabaseIds: ReadonlySet<string>,
  copyDatabaseId: string,
): Set<string> {
  const fields = mapOf(mapOf(doc.getMap('data').get('database'))?.get('fields'));
  const repointed = new Set<string>();
  for (const [fieldId, value] of fields?.entries() ?? []) {
    const field = mapOf(value);
    if (field === undefined || numberOf(field.get('ty'), -1) !== FieldType.Relation) continue;
    const typeOptions = mapOf(field.get('type_option'));
    const option: unknown = typeOptions?.get(String(FieldType.Relation));
    if (option instanceof Y.Map) {
      const target: unknown = option.get('database_id');
      if (typeof target !== 'string' || !sourceDatabaseIds.has(target)) continue;
      option.set('database_id', copyDatabaseId);
    } else if (isRecord(option) && typeof option.database_id === 'string') {
      if (!sourceDatabaseIds.has(option.database_id)) continue;
      typeOptions?.set(String(FieldType.Relation), { ...option, database_id: copyDatabaseId });
    } else {
      continue;
    }
    repointed.add(fieldId);
  }
  return repointed;
}

/**
 * A copied row's cells of `fieldIds` (relations to its own database) re-pointed at the copied rows (old row id →
 * new); ids of rows that were not copied are dropped, since the copy's database does not hold them. Call inside
 * a transaction of `row`.
 */
export function repointRelationCells(
  row: Y.Doc,
  fieldIds: ReadonlySet<string>,
  newIds: ReadonlyMap<string, string>,
): void {
  if (fieldIds.size === 0) return;
  const cells = mapOf(mapOf(row.getMap('data').get('data'))?.get('cells'));
  for (const fieldId of fieldIds) {
    const cell = mapOf(cells?.get(fieldId));
    const data: unknown = cell?.get('data');
    if (data instanceof Y.Array) {
      const ids = mapped(data.toArray(), newIds);
      data.delete(0, data.length);
      data.insert(0, ids);
    } else if (Array.isArray(data)) {
      cell?.set('data', Y.Array.from(mapped(data, newIds)));
    }
  }
}

function mapped(ids: readonly unknown[], newIds: ReadonlyMap<string, string>): string[] {
  return ids
    .map((id) => (typeof id === 'string' ? newIds.get(id) : undefined))
    .filter((id): id is string => id !== undefined);
}

function mapOf(value: unknown): Y.Map<unknown> | undefined {
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
