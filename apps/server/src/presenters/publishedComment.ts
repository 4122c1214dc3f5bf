import type { CommentUser, PublishedComment, PublishedReaction } from '@quire/shared/contract';
import type { PublishedViewRow } from '../db/schema.js';
import { nameShowsAddress } from '../models/email.js';
import { parseUserMetadata } from '../models/userMetadata.js';
import { canDeleteComment } from '../policies/publishedComment.js';
import type { CommentAuthor, CommentWithAuthor, ReactionWithUser } from '../queries/publishedComments.js';

/** The name a reader of a published page sees for someone who never chose one. */
export const anonymousCommenterName = 'Anonymous';

/**
 * Someone as the public sees them on a published page: id, name and avatar, never any part of the e-mail
 * address. A name that is the address, its local part (the name a magic-link account starts with) or empty
 * is one nobody chose: the reader sees `anonymousCommenterName` instead.
 */
export function presentCommentUser(user: CommentAuthor): CommentUser {
  return {
    uuid: user.uuid,
    name: nameShowsAddress(user.name, user.email) ? anonymousCommenterName : user.name.trim(),
    avatar_url: parseUserMetadata(user.metadata).icon_url ?? null,
  };
}

/** A page's comments for the reader `readerUuid` (null: no session): deleted ones keep their place, not their text. */
export function presentComments(
  comments: readonly CommentWithAuthor[],
  publication: Pick<PublishedViewRow, 'publisher_uuid'>,
  readerUuid: string | null,
): { comments: PublishedComment[] } {
  return {
    comments: comments.map((comment) => {
      const deleted = comment.is_deleted === 1;
      return {
        comment_id: comment.comment_id,
        user: comment.author === null ? null : presentCommentUser(comment.author),
        content: deleted ? '' : comment.content,
        created_at: comment.created_at,
        last_updated_at: comment.updated_at,
        reply_comment_id: comment.reply_comment_id,
        is_deleted: deleted,
        can_be_deleted: !deleted && canDeleteComment(readerUuid, comment, publication),
      };
    }),
  };
}

/** Reactions grouped by comment, then by kind, in the order they were first made. */
export function presentReactions(reactions: readonly ReactionWithUser[]): { reactions: PublishedReaction[] } {
  const groups = new Map<string, PublishedReaction>();
  for (const reaction of reactions) {
    const key = JSON.stringify([reaction.comment_id, reaction.reaction_type]);
    let group = groups.get(key);
    if (group === undefined) {
      group = { reaction_type: reaction.reaction_type, react_users: [], comment_id: reaction.comment_id };
      groups.set(key, group);
    }
    group.react_users.push(presentCommentUser(reaction.user));
  }
  // Grouped by comment: every kind of one comment together, comments in the order of their first reaction.
  const byComment = new Map<string, PublishedReaction[]>();
  for (const group of groups.values()) {
    byComment.set(group.comment_id, [...(byComment.get(group.comment_id) ?? []), group]);
  }
  return { reactions: [...byComment.values()].flat() };
}
