import { publishedCommentLimits } from '@quire/shared/contract';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import { findComment, reactionTypesOf } from '../../queries/publishedComments.js';
import { commentNotFoundMessage } from './comments.js';

/** Kinds of reaction one user may put on one comment: enough for any honest use, a bound on the list. */
export const maxReactionTypesPerUser = 20;
export const reactionTooLongMessage = `A reaction can hold at most ${publishedCommentLimits.reactionTypeBytes} bytes`;
export const invalidReactionMessage = 'A reaction is one emoji, without spaces';
export const tooManyReactionsMessage = `At most ${maxReactionTypesPerUser} kinds of reaction per comment`;

interface ReactionWrite {
  /** The page, already authorised for comments by `authorizedPublishedComments`. */
  publication: PublishedViewRow;
  userUuid: string;
  commentId: string;
  reactionType: string;
  limits: Pick<LimitsConfig, 'reactionsPerUser'>;
  now: Date;
}

/** Control characters or whitespace: a reaction is a symbol, not text. */
const notASymbol = /[\p{Cc}\p{White_Space}]/u;

function checkReactionType(reactionType: string): void {
  if (Buffer.byteLength(reactionType, 'utf8') > publishedCommentLimits.reactionTypeBytes) {
    throw new AppError('StringLengthLimitReached', reactionTooLongMessage);
  }
  if (reactionType === '' || notASymbol.test(reactionType)) {
    throw new AppError('InvalidRequest', invalidReactionMessage);
  }
}

function limitReactionWrites(db: Kysely<Database>, write: ReactionWrite): Promise<void> {
  return enforceApiRateLimit(
    db,
    `published-reaction:${write.userUuid}`,
    write.limits.reactionsPerUser,
    write.now,
    (wait) => `Too many reactions at once. Try again in ${wait}.`,
  );
}

/** The comment of the page reacted to: not found when it is another page's or deleted. */
async function reactedComment(db: Kysely<Database>, write: ReactionWrite) {
  const comment = await findComment(db, write.publication.view_id, write.commentId);
  if (comment === undefined || comment.is_deleted === 1) {
    throw new AppError('RecordNotFound', commentNotFoundMessage);
  }
  return comment;
}

/** Adds the user's reaction to a comment; the same reaction twice is one. Nothing is stored on a refusal. */
export async function addReaction(db: Kysely<Database>, write: ReactionWrite): Promise<void> {
  checkReactionType(write.reactionType);
  const comment = await reactedComment(db, write);
  if ((await reactionTypesOf(db, comment.comment_id, write.userUuid)) >= maxReactionTypesPerUser) {
    throw new AppError('InvalidRequest', tooManyReactionsMessage);
  }
  await limitReactionWrites(db, write);
  await db
    .insertInto('published_reactions')
    .values({
      comment_id: comment.comment_id,
      reaction_type: write.reactionType,
      created_by: write.userUuid,
      view_id: write.publication.view_id,
      created_at: write.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['comment_id', 'reaction_type', 'created_by']).doNothing())
    .execute();
}

/** Takes back the user's own reaction (only theirs can be named); one that is not there is already gone. */
export async function removeReaction(db: Kysely<Database>, write: ReactionWrite): Promise<void> {
  checkReactionType(write.reactionType);
  const comment = await reactedComment(db, write);
  await limitReactionWrites(db, write);
  await db
    .deleteFrom('published_reactions')
    .where('comment_id', '=', comment.comment_id)
    .where('reaction_type', '=', write.reactionType)
    .where('created_by', '=', write.userUuid)
    .execute();
}
