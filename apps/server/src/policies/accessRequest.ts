import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../db/schema.js';
import type { ViewTree } from '../queries/viewTree.js';
import { memberRole, requireRole } from './membership.js';
import { anonymousReader, canSeeSpace } from './view.js';

/**
 * Who may ask for access to a page: any signed-in user who is not already an Owner or Member of its
 * workspace (a Guest may ask to become a Member), about a page in the folder that is not in a private space —
 * anything else answers 'View not found' exactly as a missing page does, so requests cannot probe a workspace.
 */
export async function authorizeAccessRequestCreation(
  db: Kysely<Database>,
  tree: ViewTree,
  params: { userUuid: string; viewId: string; now: Date },
): Promise<ViewRow> {
  const view = tree.get(params.viewId);
  const space = view === undefined ? undefined : tree.get(view.space_id);
  if (
    view === undefined ||
    space === undefined ||
    view.is_space === 1 ||
    tree.isInTrash(view.view_id) ||
    !canSeeSpace(anonymousReader(params.now), space)
  ) {
    throw new AppError('RecordNotFound', SpecMessages.viewNotFound);
  }
  const role = await memberRole(db, tree.workspaceId, params.userUuid);
  if (role === 'Owner' || role === 'Member') {
    throw new AppError('AlreadyJoined', 'You are already a member of this workspace');
  }
  return view;
}

/** Reading, approving or denying an access request: the Owner of its workspace only (1012 otherwise). */
export async function authorizeAccessRequestDecision(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
): Promise<void> {
  await requireRole(db, workspaceId, userUuid, ['Owner']);
}
