import { defaultSpaceIcon, defaultSpaceIconColor } from '@quire/shared/contract';
import type { Kysely } from 'kysely';
import { ViewLayout } from '@quire/shared/collab';
import type { Database } from '../../db/schema.js';
import { englishSeedNames, type SeedNames } from '../../models/seedNames.js';
import { SpacePermission } from '../../policies/view.js';
import { insertSpace } from './createSpace.js';
import { insertView } from './insertView.js';
import { emptyPageExtra } from './spaceExtra.js';

/** The English seeds, which tests and clients without a language get. */
export const defaultSpaceNames = { general: englishSeedNames.general, private: englishSeedNames.private };
export const gettingStartedName = englishSeedNames.gettingStarted;

/**
 * What every new workspace starts with: a public space "General" holding a first document, and the
 * owner's private space "Private", named in the owner's language (`seeds`). The document is empty until the
 * editor issue gives it content. Runs inside the caller's transaction (the workspace is being created in it).
 */
export async function createDefaultSpaces(
  db: Kysely<Database>,
  params: { workspaceId: string; ownerUuid: string; now: string; seeds?: SeedNames },
): Promise<void> {
  const seeds = params.seeds ?? englishSeedNames;
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
    { ...space, name: seeds.general, permission: SpacePermission.Public },
    0,
  );
  await insertView(db, {
    workspaceId: params.workspaceId,
    parentId: general.view_id,
    spaceId: general.view_id,
    position: 0,
    name: seeds.gettingStarted,
    layout: ViewLayout.Document,
    extra: emptyPageExtra(),
    createdBy: params.ownerUuid,
    now,
  });
  await insertSpace(db, { ...space, name: seeds.private, permission: SpacePermission.Private }, 1);
}
