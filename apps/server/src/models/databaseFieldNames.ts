import type { DatabaseField } from '@quire/shared/collab';

/**
 * Field id → the name the database API knows it by, as AppFlowy names them: fields in order of their ids, the
 * first of a name keeps it, a later one with the same name becomes `{name}-{id}`. Row writes find fields by
 * these names; row details key their cells with them.
 */
export function uniqueFieldNames(fields: readonly DatabaseField[]): Map<string, string> {
  const taken = new Set<string>();
  const names = new Map<string, string>();
  for (const field of [...fields].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const name = taken.has(field.name) ? `${field.name}-${field.id}` : field.name;
    taken.add(name);
    names.set(field.id, name);
  }
  return names;
}
