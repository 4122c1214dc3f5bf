import { decodeDoc, FieldType, isDatabaseLayout, readDatabase } from '@quire/shared/collab';
import type { PublishedViewRow } from '../db/schema.js';
import { canReadPublished, type AnonymousReader } from '../policies/view.js';
import type { ViewTree } from './viewTree.js';

/** Relation fields a published database may name; more are left out of its relations. */
export const maxRelatedDatabases = 64;

/** The databases the relation fields of `database` (a Database collab's state) point at, in field order. */
export function relatedDatabaseIds(database: Uint8Array): string[] {
  const model = readDatabase(decodeDoc(database));
  const ids = Object.values(model.fields)
    .filter((field) => field.type === FieldType.Relation)
    .map((field) => field.typeOption.database_id)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)].slice(0, maxRelatedDatabases);
}

/**
 * Spec 001 §3's `database_relations` of a published database: for each database its relation fields point at,
 * a page of that database the public may open (published, listable by the view policy: not protected, not
 * expired, not trashed, not in a private space). A related database with no such page is left out, so the
 * map never names a page the reader could not read. Computed when read, so it follows the related pages
 * being published or unpublished.
 */
export function publishedRelations(
  database: Uint8Array,
  reader: AnonymousReader,
  tree: ViewTree,
  publications: ReadonlyMap<string, PublishedViewRow>,
): Record<string, string> {
  const wanted = new Set(relatedDatabaseIds(database));
  if (wanted.size === 0) return {};
  const relations: Record<string, string> = {};
  const candidates = [...publications.values()].sort((a, b) => a.view_id.localeCompare(b.view_id));
  for (const publication of candidates) {
    const view = tree.get(publication.view_id);
    if (view === undefined || !isDatabaseLayout(view.layout) || !wanted.has(view.collab_id)) continue;
    if (relations[view.collab_id] !== undefined) continue;
    if (canReadPublished(reader, 'list', tree, publication)) relations[view.collab_id] = view.view_id;
  }
  return relations;
}
