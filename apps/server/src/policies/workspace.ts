import { exhaustive } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { requireRole, type WorkspaceRole } from './membership.js';

/** What can be done to a workspace itself and to its membership (pages have their own policy). */
export type WorkspaceAction =
  | 'open'
  | 'update'
  | 'delete'
  | 'leave'
  | 'listMembers'
  | 'changeMemberRole'
  | 'removeMembers'
  | 'invite'
  | 'readInviteCode'
  | 'managePublishing';

const anyMember: readonly WorkspaceRole[] = ['Owner', 'Member', 'Guest'];
const members: readonly WorkspaceRole[] = ['Owner', 'Member'];
const ownerOnly: readonly WorkspaceRole[] = ['Owner'];

/**
 * The roles allowed to do `action`. The workspace's name and icon are the Owner's, like everything that
 * changes who belongs or removes the workspace: a member renaming the owner's workspace is a takeover in
 * small. Leaving is open to every role here; that the Owner may not leave their own workspace is a rule
 * of the command, not a permission.
 */
export function rolesAllowedTo(action: WorkspaceAction): readonly WorkspaceRole[] {
  switch (action) {
    case 'open':
    case 'leave':
    case 'listMembers':
      return anyMember;
    case 'readInviteCode':
      // Members may pass the link on (AppFlowy's rule); guests, who see only what is shared with them, not.
      return members;
    case 'update':
    case 'delete':
    case 'changeMemberRole':
    case 'removeMembers':
    case 'invite':
    case 'managePublishing':
      // The namespace and the default page speak for the whole workspace's public face: the Owner's too.
      return ownerOnly;
    default:
      return exhaustive(action);
  }
}

/** The caller's role if they may do `action` to the workspace; NotEnoughPermissions (1012) otherwise. */
export function authorizeWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
  action: WorkspaceAction,
): Promise<WorkspaceRole> {
  return requireRole(db, workspaceId, userUuid, rolesAllowedTo(action));
}

/** Whose membership a role may see: guests see only themselves and the owner, as in AppFlowy. */
export type MemberVisibility = 'everyone' | 'selfAndOwner';

export function membersVisibleTo(role: WorkspaceRole): MemberVisibility {
  switch (role) {
    case 'Owner':
    case 'Member':
      return 'everyone';
    case 'Guest':
      return 'selfAndOwner';
    default:
      return exhaustive(role);
  }
}
