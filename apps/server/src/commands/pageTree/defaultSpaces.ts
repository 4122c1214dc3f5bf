import { defaultSpaceIcon, defaultSpaceIconColor } from '@quire/shared/contract';
import type { Kysely } from 'kysely';
import { ViewLayout } from '@quire/shared/collab';
import type { Database } from '../../db/schema.js';
import { SpacePermission } from '../../policies/view.js';
import { insertSpace } from './createSpace.js';
import { insertView } from './insertView.js';
import { emptyPageExtra } from './spaceExtra.js';

export const defaultSpaceNames = { general: 'General', private: 'Private' } as const;
export const gettingStartedName = 'Getting started';

/**
 * What every new workspace starts with: a public space "General" holding a first document, and the
 * owner's private space "Private". The document is empty until the editor issue gives it content.
 * Runs inside the caller's transaction (the workspace is being created in it).
 */
export async function createDefaultSpaces(
  db: Kysely<Database>,
  params: { workspaceId: string; ownerUuid: string; now: string },
): Promise<void> {
  const now = new Date(params.now);
  const space = {
    workspaceId: params.workspaceId,
    spaceIcon: defaultSpaceIcon,
    spaceIconColor: defaultSpaceIconColor,
    createdBy: params.ownerUuid,
    now,
  };
  const general = await insertSpace(
    db,
    { ...space, name: defaultSpaceNames.general, permission: SpacePermission.Public },
    0,
  );
  await insertView(db, {
    workspaceId: params.workspaceId,
    parentId: general.view_id,
    spaceId: general.view_id,
    position: 0,
    name: gettingStartedName,
    layout: ViewLayout.Document,
    extra: emptyPageExtra(),
    createdBy: params.ownerUuid,
    now,
  });
  await insertSpace(
    db,
    { ...space, name: defaultSpaceNames.private, permission: SpacePermission.Private },
    1,
  );
}
