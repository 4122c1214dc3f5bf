import { AppError, SpecMessages } from '@quire/shared/errors';
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { checkNamespace } from '../../models/publishNames.js';
import { namespaceOwner, resolveNamespace } from '../../queries/publishing.js';
import { inWorkspaceOrder } from '../../queries/viewTree.js';

const takenMessage = 'This namespace is already taken';

/**
 * `PUT publish-namespace` (the Owner; checked by the route): `oldNamespace` must be one this workspace
 * answers to (its current one, an older one or its id), `newNamespace` well-formed (1047, 1048, 1053, 1049)
 * and free on the whole server, in any case (1031). Older namespaces are kept and keep resolving to the
 * workspace; taking one of them back makes it current again.
 */
export async function setPublishNamespace(
  db: Kysely<Database>,
  params: { workspaceId: string; oldNamespace: string; newNamespace: string; now: Date },
): Promise<void> {
  const { workspaceId } = params;
  const old = await resolveNamespace(db, params.oldNamespace);
  if (old?.workspaceId !== workspaceId) {
    throw new AppError('RecordNotFound', "The old namespace is not this workspace's");
  }
  const wanted = checkNamespace(params.newNamespace);
  const holder = await namespaceOwner(db, wanted);
  if (holder !== undefined && holder !== workspaceId)
    throw new AppError('PublishNamespaceAlreadyTaken', takenMessage);
  try {
    await inWorkspaceOrder(db, workspaceId, async (trx) => {
      await trx
        .updateTable('publish_namespaces')
        .set({ is_current: 0 })
        .where('workspace_id', '=', workspaceId)
        .execute();
      // The same namespace in another case is this workspace's own: it is replaced by the spelling asked for.
      await trx
        .deleteFrom('publish_namespaces')
        .where('workspace_id', '=', workspaceId)
        .where(sql<string>`lower(namespace)`, '=', wanted.toLowerCase())
        .execute();
      await trx
        .insertInto('publish_namespaces')
        .values({
          namespace: wanted,
          workspace_id: workspaceId,
          is_current: 1,
          created_at: params.now.toISOString(),
        })
        .execute();
    });
  } catch (error) {
    // Another workspace took it between the check and the write.
    if (isUniqueViolation(error)) throw new AppError('PublishNamespaceAlreadyTaken', takenMessage);
    throw error;
  }
}

/** `PUT publish-default` (the Owner): the page `/{namespace}` opens must be published in this workspace. */
export async function setPublishDefault(
  db: Kysely<Database>,
  params: { workspaceId: string; viewId: string },
): Promise<void> {
  const publication = await db
    .selectFrom('published_views')
    .select('view_id')
    .where('workspace_id', '=', params.workspaceId)
    .where('view_id', '=', params.viewId)
    .executeTakeFirst();
  if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
  await db
    .insertInto('publish_defaults')
    .values({ workspace_id: params.workspaceId, view_id: params.viewId })
    .onConflict((conflict) => conflict.column('workspace_id').doUpdateSet({ view_id: params.viewId }))
    .execute();
}

export async function clearPublishDefault(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await db.deleteFrom('publish_defaults').where('workspace_id', '=', workspaceId).execute();
}
