import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { uuidShape } from './publishing.js';

/** The workspace a public namespace names, with its publish generation (migration 0018). */
export interface PublishGeneration {
  workspaceId: string;
  generation: number;
}

/**
 * In one query, what `resolveNamespace` resolves — a custom namespace, current or old, else a workspace's id —
 * with the workspace's publish generation: the one read a cached published page needs before it is served.
 */
export async function publishGenerationOf(
  db: Kysely<Database>,
  namespace: string,
): Promise<PublishGeneration | undefined> {
  const row = await db
    .selectFrom('workspaces')
    .select(['workspace_id', 'publish_generation'])
    .where((eb) =>
      eb(
        'workspace_id',
        '=',
        eb.fn.coalesce(
          eb.selectFrom('publish_namespaces').select('workspace_id').where('namespace', '=', namespace),
          eb.val(uuidShape.test(namespace) ? namespace.toLowerCase() : null),
        ),
      ),
    )
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { workspaceId: row.workspace_id, generation: row.publish_generation };
}
