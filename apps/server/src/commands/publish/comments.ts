import { randomUUID } from 'node:crypto';
import { publishedCommentLimits } from '@quire/shared/contract';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import { authorizeCommentDeletion } from '../../policies/publishedComment.js';
import { findComment, latestCommentTime } from '../../queries/publishedComments.js';

export const commentTooLongMessage = `A comment can hold at most ${publishedCommentLimits.contentBytes} bytes`;
export const emptyCommentMessage = 'A comment needs some text';
export const commentNotFoundMessage = 'Comment not found';

interface CommentWrite {
  /** The page, already authorised for comments by `authorizedPublishedComments`. */
  publication: PublishedViewRow;
  userUuid: string;
  limits: Pick<LimitsConfig, 'commentsPerUser'>;
  now: Date;
}

/** Counts one comment write of the user (a comment or a deletion) and refuses over QUIRE_COMMENT_RATE_PER_USER. */
function limitCommentWrites(db: Kysely<Database>, write: CommentWrite): Promise<void> {
  return enforceApiRateLimit(
    db,
    `published-comment:${write.userUuid}`,
    write.limits.commentsPerUser,
    write.now,
    (wait) => `Too many comments at once. Try again in ${wait}.`,
  );
}

/**
 * Stores a comment (or an answer to `replyCommentId`, a comment of the same page that is not deleted). The
 * content is kept as the text it is (the readers render it as text), bounded in UTF-8 bytes
 * (StringLengthLimitReached 1034). Nothing is stored on any refusal.
 */
export async function addComment(
  db: Kysely<Database>,
  write: CommentWrite & { content: string; replyCommentId: string | null },
): Promise<string> {
  const { publication, content } = write;
  if (Buffer.byteLength(content, 'utf8') > publishedCommentLimits.contentBytes) {
    throw new AppError('StringLengthLimitReached', commentTooLongMessage);
  }
  if (content.trim() === '') throw new AppError('InvalidRequest', emptyCommentMessage);
  if (write.replyCommentId !== null) {
    const answered = await findComment(db, publication.view_id, write.replyCommentId);
    if (answered === undefined || answered.is_deleted === 1) {
      throw new AppError('RecordNotFound', commentNotFoundMessage);
    }
  }
  await limitCommentWrites(db, write);
  const commentId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // Comments made in the same millisecond still list newest first: each is placed after the page's latest.
    const latest = await latestCommentTime(trx, publication.view_id);
    const nowMs = write.now.getTime();
    const at = new Date(latest === undefined ? nowMs : Math.max(nowMs, Date.parse(latest) + 1)).toISOString();
    await trx
      .insertInto('published_comments')
      .values({
        comment_id: commentId,
        view_id: publication.view_id,
        workspace_id: publication.workspace_id,
        reply_comment_id: write.replyCommentId,
        content,
        created_by: write.userUuid,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  return commentId;
}

/**
 * Marks a comment deleted (it keeps its place, answers to it stay), if the user wrote it or published the
 * page (else UserUnAuthorized 1024). A comment already deleted stays so; a comment of another page is not
 * found. Its reactions are dropped with its content from every answer.
 */
export async function deleteComment(
  db: Kysely<Database>,
  write: CommentWrite & { commentId: string },
): Promise<void> {
  const comment = await findComment(db, write.publication.view_id, write.commentId);
  if (comment === undefined) throw new AppError('RecordNotFound', commentNotFoundMessage);
  authorizeCommentDeletion(write.userUuid, comment, write.publication);
  if (comment.is_deleted === 1) return;
  await limitCommentWrites(db, write);
  await db
    .updateTable('published_comments')
    .set({ is_deleted: 1, updated_at: write.now.toISOString() })
    .where('comment_id', '=', comment.comment_id)
    .execute();
}
