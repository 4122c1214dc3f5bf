import { AppError, SpecMessages, exhaustive } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow, ViewRow } from '../db/schema.js';
import type { ViewTree } from '../queries/viewTree.js';
import { collabOwner, noParents, type CollabParents } from './collabOwner.js';
import { memberRole, type WorkspaceRole } from './membership.js';

/** Who is asking, in the workspace of the view. */
export interface ViewActor {
  userUuid: string;
  role: WorkspaceRole;
}

/**
 * read: see a page or space and its content, and keep it among one's favourites and recents.
 * write: create under it, rename, move, duplicate, trash, restore, delete. space-permission: make a
 * space public or private.
 */
export type ViewAction = 'read' | 'write' | 'space-permission';

export const SpacePermission = { Public: 0, Private: 1 } as const;

/** The caller as a member of the workspace; outsiders get NotEnoughPermissions (1012), as for every workspace route. */
export async function viewActor(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
): Promise<ViewActor> {
  const role = await memberRole(db, workspaceId, userUuid);
  if (role === null) throw new AppError('NotEnoughPermissions');
  return { userUuid, role };
}

/**
 * A visitor of published pages, with or without a session: the public. Reads published pages only, and
 * only through `authorizedPublishedView` below, the same rules (trash, private spaces) members get.
 */
export interface AnonymousReader {
  kind: 'anonymous';
  /** The page's password was given and verified for this request (a protected page's content needs it). */
  passwordAccepted: boolean;
  now: Date;
}

export function anonymousReader(now: Date, passwordAccepted = false): AnonymousReader {
  return { kind: 'anonymous', passwordAccepted, now };
}

/** A private space exists only for the member who made it; to everyone else (the public too) it is not there at all. */
export function canSeeSpace(actor: ViewActor | AnonymousReader, space: ViewRow): boolean {
  if (space.space_permission !== SpacePermission.Private) return true;
  return 'userUuid' in actor && space.created_by === actor.userUuid;
}

/**
 * The one rule for pages and spaces. The role is checked before visibility: a guest trying to write is
 * refused (1012) whatever the page; a view the actor may not see answers RecordNotFound 'View not found'
 * exactly as a missing one does, so that private spaces do not leak their existence.
 */
export function authorizeView(actor: ViewActor, action: ViewAction, space: ViewRow): void {
  if (!roleMayAttempt(actor, action)) throw new AppError('NotEnoughPermissions');
  if (!canSeeSpace(actor, space)) throw new AppError('RecordNotFound', SpecMessages.viewNotFound);
  // Turning a space private hides it from everyone but its creator: only they or the owner decide that.
  if (action === 'space-permission' && actor.role !== 'Owner' && space.created_by !== actor.userUuid) {
    throw new AppError('NotEnoughPermissions');
  }
}

export const hidingOthersPagesMessage =
  'Only the workspace owner can put pages that other members made where only one member sees them';

/**
 * Moving pages into a private space, or making their space private, takes them away from everyone but one
 * member. A member may do that to pages they made; pages anyone else made, only the workspace Owner may hide.
 * Checked after `authorizeView`, so the order is: role, visibility, then whose pages they are.
 */
export function authorizeHiding(actor: ViewActor, pages: readonly ViewRow[]): void {
  if (actor.role === 'Owner') return;
  if (pages.some((page) => page.created_by !== actor.userUuid)) {
    throw new AppError('NotEnoughPermissions', hidingOthersPagesMessage);
  }
}

/** Making a space: anyone who writes in the workspace (a guest does not). */
export function authorizeNewSpace(actor: ViewActor): void {
  if (!roleMayAttempt(actor, 'write')) throw new AppError('NotEnoughPermissions');
}

function roleMayAttempt(actor: ViewActor, action: ViewAction): boolean {
  switch (action) {
    case 'read':
      return true;
    case 'write':
    case 'space-permission':
      return actor.role !== 'Guest';
    default:
      return exhaustive(action);
  }
}

/** Whether `actor` may read `view` (used to filter lists: trash, favourites, recents, the folder). */
export function canReadView(actor: ViewActor, tree: ViewTree, view: ViewRow): boolean {
  const space = tree.get(view.space_id);
  return space !== undefined && canSeeSpace(actor, space);
}

/**
 * The view `viewId` that `actor` may do `action` on, with its space: in the folder (`'folder'`: neither it
 * nor an ancestor is in the trash) or one the user moved to the trash (`'trash'`). RecordNotFound
 * 'View not found' when it is missing, elsewhere or invisible to them.
 */
export function authorizedView(
  actor: ViewActor,
  action: ViewAction,
  tree: ViewTree,
  viewId: string,
  place: 'folder' | 'trash' = 'folder',
): { view: ViewRow; space: ViewRow } {
  const view = tree.get(viewId);
  const space = view === undefined ? undefined : tree.get(view.space_id);
  const inPlace =
    view !== undefined && (place === 'folder' ? !tree.isInTrash(view.view_id) : view.trashed_at !== null);
  if (view === undefined || space === undefined || !inPlace) {
    // The role still decides first, so a guest learns nothing about which ids exist.
    if (!roleMayAttempt(actor, action)) throw new AppError('NotEnoughPermissions');
    throw new AppError('RecordNotFound', SpecMessages.viewNotFound);
  }
  authorizeView(actor, action, space);
  return { view, space };
}

/**
 * A page's content follows its page: the view owning collab `objectId` (a document's, a grid's database) —
 * directly, or through the collabs it belongs to (`parents`, see `collabOwner`: a row's database, a row
 * document's row) — if `actor` may `action` it. A collab no page owns answers RecordNotFound 'Document not
 * found' after the role check, like a view.
 */
export function authorizedCollab(
  actor: ViewActor,
  action: 'read' | 'write',
  tree: ViewTree,
  objectId: string,
  parents: CollabParents = noParents,
): ViewRow {
  const owner = collabOwner(tree, objectId, parents);
  if (owner === undefined) {
    if (!roleMayAttempt(actor, action)) throw new AppError('NotEnoughPermissions');
    throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  }
  return authorizedView(actor, action, tree, owner.view_id).view;
}

/**
 * What the public may do with a published view. info: its publish info (no content, no name); list: name
 * and icon in an outline or among a page's children; read: its meta and content.
 */
export type PublishedAction = 'info' | 'list' | 'read';

/**
 * The one rule for public reads. A view is readable by the public when it is published, in the folder (not
 * in the trash), in a space everyone sees (a private space stays private even if a page in it was
 * published), and its publication has not expired; a protected one is listed nowhere and its content needs
 * its password (InvalidPassword 1002, so the viewer asks for it). Anything else answers RecordNotFound with
 * `notPublished` exactly as a missing page does.
 */
export function authorizedPublishedView(
  reader: AnonymousReader,
  action: PublishedAction,
  tree: ViewTree,
  publication: PublishedViewRow | undefined,
  notPublished: string = SpecMessages.viewNotPublished,
): ViewRow {
  const view = publication === undefined ? undefined : tree.get(publication.view_id);
  const space = view === undefined ? undefined : tree.get(view.space_id);
  if (
    publication === undefined ||
    view === undefined ||
    space === undefined ||
    tree.isInTrash(view.view_id) ||
    !canSeeSpace(reader, space) ||
    (publication.expires_at !== null && Date.parse(publication.expires_at) <= reader.now.getTime())
  ) {
    throw new AppError('RecordNotFound', notPublished);
  }
  const locked = publication.password_hash !== null;
  switch (action) {
    case 'info':
      return view;
    case 'list':
      if (locked) throw new AppError('RecordNotFound', notPublished);
      return view;
    case 'read':
      if (locked && !reader.passwordAccepted) {
        throw new AppError('InvalidPassword', 'This page is protected: its password is needed to read it');
      }
      return view;
    default:
      return exhaustive(action);
  }
}

/** Whether the public may do `action` on `publication` (for filtering outlines and child lists). */
export function canReadPublished(
  reader: AnonymousReader,
  action: PublishedAction,
  tree: ViewTree,
  publication: PublishedViewRow | undefined,
): boolean {
  try {
    authorizedPublishedView(reader, action, tree, publication);
    return true;
  } catch {
    return false;
  }
}

/**
 * Publishing or changing a publication: a member who may write the page (a guest may not); unpublishing or
 * changing an existing publication also needs to be the workspace Owner or the one who published it.
 */
export function authorizePublicationChange(actor: ViewActor, publication: PublishedViewRow): void {
  if (!roleMayAttempt(actor, 'write')) throw new AppError('NotEnoughPermissions');
  if (actor.role !== 'Owner' && publication.publisher_uuid !== actor.userUuid) {
    throw new AppError(
      'NotEnoughPermissions',
      'Only the workspace owner or its publisher can change this publication',
    );
  }
}
