import { AppError } from '@quire/shared/errors';
import type { PublishedCommentRow, PublishedViewRow, ViewRow } from '../db/schema.js';
import type { ViewTree } from '../queries/viewTree.js';
import { authorizedPublishedView, type AnonymousReader } from './view.js';

export const commentsDisabledMessage = 'Comments are turned off for this page';
export const commentDeletionMessage =
  'Only the author of a comment or the publisher of the page can delete it';

/**
 * The one rule for comments and reactions of a published page, read or written. Whoever may read the page
 * through the public's rule (`authorizedPublishedView` 'read': published, in the folder, in a public space,
 * not expired, its password given when it has one) may read them, a session or not; the page must have
 * comments on (NotEnoughPermissions 1012 otherwise). Writing also needs a signed-in user, which the write
 * routes' `authenticate` guarantees before this is asked. Returns the page.
 */
export function authorizedPublishedComments(
  reader: AnonymousReader,
  tree: ViewTree,
  publication: PublishedViewRow | undefined,
): { view: ViewRow; publication: PublishedViewRow } {
  const view = authorizedPublishedView(reader, 'read', tree, publication);
  // authorizedPublishedView refuses a missing publication; this narrows the type.
  if (publication === undefined) throw new AppError('RecordNotFound');
  if (publication.comments_enabled !== 1) throw new AppError('NotEnoughPermissions', commentsDisabledMessage);
  return { view, publication };
}

/**
 * Who may delete a comment: its author, and the page's publisher for any on their page. Nobody else — not
 * the workspace's Owner either (AppFlowy's rule): the publisher answers for the page's conversation.
 */
export function canDeleteComment(
  userUuid: string | null,
  comment: Pick<PublishedCommentRow, 'created_by'>,
  publication: Pick<PublishedViewRow, 'publisher_uuid'>,
): boolean {
  if (userUuid === null) return false;
  return comment.created_by === userUuid || publication.publisher_uuid === userUuid;
}

/** Refuses (UserUnAuthorized 1024) a deletion `canDeleteComment` does not allow. */
export function authorizeCommentDeletion(
  userUuid: string,
  comment: Pick<PublishedCommentRow, 'created_by'>,
  publication: Pick<PublishedViewRow, 'publisher_uuid'>,
): void {
  if (!canDeleteComment(userUuid, comment, publication)) {
    throw new AppError('UserUnAuthorized', commentDeletionMessage);
  }
}
