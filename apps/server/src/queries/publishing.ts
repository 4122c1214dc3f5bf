import { sql, type Kysely } from 'kysely';
import type { Database, PublishedViewRow, ViewRow } from '../db/schema.js';
import { readCollabState } from '../stored/collabFormat.js';

/** A workspace's id: its original namespace. */
export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace's namespace: the current custom one, or its id (the original namespace) until one is set. */
export async function currentNamespace(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const row = await db
    .selectFrom('publish_namespaces')
    .select('namespace')
    .where('workspace_id', '=', workspaceId)
    .where('is_current', '=', 1)
    .executeTakeFirst();
  return row?.namespace ?? workspaceId;
}

export interface ResolvedNamespace {
  workspaceId: string;
  /** What the workspace is published under now; differs from the asked one for an old namespace. */
  current: string;
}

/**
 * The workspace a namespace in a public URL names: a custom namespace, current or old (old ones keep
 * resolving, to the same pages), or a workspace's id (its original namespace). Undefined when none.
 */
export async function resolveNamespace(
  db: Kysely<Database>,
  namespace: string,
): Promise<ResolvedNamespace | undefined> {
  const custom = await db
    .selectFrom('publish_namespaces')
    .select('workspace_id')
    .where('namespace', '=', namespace)
    .executeTakeFirst();
  let workspaceId = custom?.workspace_id;
  if (workspaceId === undefined && uuidShape.test(namespace)) {
    const workspace = await db
      .selectFrom('workspaces')
      .select('workspace_id')
      .where('workspace_id', '=', namespace.toLowerCase())
      .executeTakeFirst();
    workspaceId = workspace?.workspace_id;
  }
  if (workspaceId === undefined) return undefined;
  return { workspaceId, current: await currentNamespace(db, workspaceId) };
}

/** The workspace holding `namespace` (any case), current or old, if any. */
export async function namespaceOwner(db: Kysely<Database>, namespace: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('publish_namespaces')
    .select('workspace_id')
    .where(sql<string>`lower(namespace)`, '=', namespace.toLowerCase())
    .executeTakeFirst();
  return row?.workspace_id;
}

export function findPublicationByName(
  db: Kysely<Database>,
  workspaceId: string,
  publishName: string,
): Promise<PublishedViewRow | undefined> {
  return db
    .selectFrom('published_views')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('publish_name', '=', publishName)
    .executeTakeFirst();
}

export function findPublicationOfView(
  db: Kysely<Database>,
  viewId: string,
): Promise<PublishedViewRow | undefined> {
  return db.selectFrom('published_views').selectAll().where('view_id', '=', viewId).executeTakeFirst();
}

/** Every published view of the workspace, by view id. */
export async function publicationsOf(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<Map<string, PublishedViewRow>> {
  const rows = await db
    .selectFrom('published_views')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Map(rows.map((row) => [row.view_id, row]));
}

export async function findPublishDefault(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<PublishedViewRow | undefined> {
  return db
    .selectFrom('publish_defaults')
    .innerJoin('published_views', 'published_views.view_id', 'publish_defaults.view_id')
    .selectAll('published_views')
    .where('publish_defaults.workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export interface PublishedCopy {
  collabType: number;
  /** The content as published: a Yjs v1 update of the whole collab. */
  docState: Uint8Array;
}

/** The published copy of a view's content: the only content a public endpoint ever reads. */
export async function findPublishedCopy(
  db: Kysely<Database>,
  workspaceId: string,
  viewId: string,
): Promise<PublishedCopy | undefined> {
  const row = await db
    .selectFrom('published_copies')
    .select(['collab_type', 'doc_state', 'doc_format'])
    .where('workspace_id', '=', workspaceId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    collabType: row.collab_type,
    docState: readCollabState(row.doc_format, new Uint8Array(row.doc_state)),
  };
}

/** The workspace's name (the published outline's root). */
export async function workspaceName(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const row = await db
    .selectFrom('workspaces')
    .select('workspace_name')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row?.workspace_name ?? '';
}

/** A published page's title as published: what the public sees instead of the page's current one. */
export type PublishedTitle = Pick<ViewRow, 'name' | 'icon' | 'extra' | 'layout'>;

/** The titles of the workspace's published copies, by view id (copies taken before titles were kept: none). */
export async function publishedTitles(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<Map<string, PublishedTitle>> {
  const rows = await db
    .selectFrom('published_copies')
    .select(['view_id', 'view_name', 'view_icon', 'view_extra', 'view_layout'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const titles = new Map<string, PublishedTitle>();
  for (const row of rows) {
    if (row.view_name === null || row.view_extra === null || row.view_layout === null) continue;
    titles.set(row.view_id, {
      name: row.view_name,
      icon: row.view_icon,
      extra: row.view_extra,
      layout: row.view_layout,
    });
  }
  return titles;
}
