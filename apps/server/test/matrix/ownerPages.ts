import { ViewLayout } from '@quire/shared/collab';
import { createPageView } from '../../src/commands/pageTree/createPageView.js';
import { defaultSpaceNames } from '../../src/commands/pageTree/defaultSpaces.js';
import type { MatrixContext } from './types.js';

/**
 * Makes documents as the matrix workspace's owner, through the commands (not the API under test): `create`
 * puts one under a parent, `general` and `private` are the ids of the workspace's two default spaces.
 */
export async function ownerPages(ctx: MatrixContext): Promise<{
  general: string;
  private: string;
  actor: { userUuid: string; role: 'Owner' };
  create: (parentId: string, name: string) => Promise<string>;
}> {
  const db = ctx.server.database.db;
  const spaces = await db
    .selectFrom('views')
    .select(['view_id', 'name'])
    .where('workspace_id', '=', ctx.workspaceId)
    .where('is_space', '=', 1)
    .execute();
  const spaceId = (name: string) => spaces.find((space) => space.name === name)?.view_id ?? '';
  const actor = { userUuid: ctx.users.Owner.user.uuid, role: 'Owner' as const };
  const create = async (parentId: string, name: string) =>
    (
      await createPageView(db, {
        workspaceId: ctx.workspaceId,
        actor,
        parentId,
        layout: ViewLayout.Document,
        name,
        caps: ctx.server.config.limits,
        now: new Date(),
      })
    ).view_id;
  return {
    general: spaceId(defaultSpaceNames.general),
    private: spaceId(defaultSpaceNames.private),
    actor,
    create,
  };
}
