import type { Kysely } from 'kysely';
import { ViewLayout } from '@quire/shared/collab';
import type { Database, ViewRow } from '../../db/schema.js';
import { changeViewTree } from '../../queries/viewTree.js';
import { assertRoomFor, type TreeCaps } from './caps.js';
import { insertView } from './insertView.js';
import { nextPosition } from './placement.js';
import { spaceExtra } from './spaceExtra.js';

export interface NewSpace {
  workspaceId: string;
  name: string;
  permission: number;
  spaceIcon: string;
  spaceIconColor: string;
  createdBy: string;
  now: Date;
}

/** A space after the workspace's last one. Runs in the caller's transaction when given one. */
export async function insertSpace(db: Kysely<Database>, space: NewSpace, position: number): Promise<ViewRow> {
  return insertView(db, {
    workspaceId: space.workspaceId,
    parentId: space.workspaceId,
    position,
    name: space.name,
    layout: ViewLayout.Document,
    extra: spaceExtra({
      space_icon: space.spaceIcon,
      space_icon_color: space.spaceIconColor,
      space_created_at: space.now.getTime(),
    }),
    space: { permission: space.permission },
    createdBy: space.createdBy,
    now: space.now,
  });
}

export async function createSpace(db: Kysely<Database>, space: NewSpace, caps: TreeCaps): Promise<ViewRow> {
  return changeViewTree(db, space.workspaceId, async (trx, tree) => {
    assertRoomFor(tree, 1, caps);
    return insertSpace(trx, space, nextPosition(tree, space.workspaceId));
  });
}
