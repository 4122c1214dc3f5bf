import type { Comment, Reaction } from './commentsApi';

export interface Thread {
  comment: Comment;
  /** Every answer in the thread (answers to answers too), oldest first. */
  replies: Comment[];
}

/**
 * Comments (newest first, as the server lists them) as threads: each comment that answers none is a thread,
 * newest first; answers go under the comment their chain starts from, oldest first, so a conversation reads
 * down. An answer whose comment is not listed, or whose chain loops, stands as its own thread.
 */
export function threadsOf(comments: readonly Comment[]): Thread[] {
  const byId = new Map(comments.map((comment) => [comment.comment_id, comment]));
  const rootOf = (comment: Comment): Comment => {
    const seen = new Set([comment.comment_id]);
    let current = comment;
    for (;;) {
      const parent = current.reply_comment_id === null ? undefined : byId.get(current.reply_comment_id);
      if (parent === undefined) return current;
      if (seen.has(parent.comment_id)) return comment;
      seen.add(parent.comment_id);
      current = parent;
    }
  };
  const threads = new Map<string, Thread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root === comment) threads.set(comment.comment_id, { comment, replies: [] });
  }
  for (const comment of [...comments].reverse()) {
    const root = rootOf(comment);
    if (root !== comment) threads.get(root.comment_id)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** Reactions by comment id, each comment's kinds in the server's order. */
export function reactionsByComment(reactions: readonly Reaction[]): Map<string, Reaction[]> {
  const grouped = new Map<string, Reaction[]>();
  for (const reaction of reactions) {
    grouped.set(reaction.comment_id, [...(grouped.get(reaction.comment_id) ?? []), reaction]);
  }
  return grouped;
}

/** How many comments are there to read (deleted ones are not counted). */
export function visibleCount(comments: readonly Comment[]): number {
  return comments.filter((comment) => !comment.is_deleted).length;
}
