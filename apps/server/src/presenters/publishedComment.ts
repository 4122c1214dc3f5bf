import type { CommentUser, PublishedComment, PublishedReaction } from '@quire/shared/contract';
import type { PublishedViewRow } from '../db/schema.js';
import { parseUserMetadata } from '../models/userMetadata.js';
import { canDeleteComment } from '../policies/publishedComment.js';
import type { CommentAuthor, CommentWithAuthor, ReactionWithUser } from '../queries/publishedComments.js';

/** Characters of an address's local part shown for someone whose name is their address. */
const maskedNameLength = 6;

/**
 * Someone as the public sees them on a published page: id, name and avatar, never the e-mail address. A
 * name that is the address (sign-ups keep it until they choose one) or empty shows the start of the
 * address's local part instead, as AppFlowy does.
 */
export function presentCommentUser(user: CommentAuthor): CommentUser {
  const name = user.name.trim();
  const showsAddress = name === '' || name.toLowerCase() === user.email.toLowerCase() || name.includes('@');
  const local = user.email.split('@')[0] ?? '';
  return {
    uuid: user.uuid,
    name: showsAddress ? Array.from(local).slice(0, maskedNameLength).join('') : name,
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
