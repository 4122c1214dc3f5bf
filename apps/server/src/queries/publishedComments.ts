import { publishedCommentLimits } from '@quire/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, PublishedCommentRow } from '../db/schema.js';

/** What the public may learn of a comment's author or a reactor: picked by the presenter from these. */
export interface CommentAuthor {
  uuid: string;
  name: string;
  email: string;
  metadata: string;
}

export type CommentWithAuthor = PublishedCommentRow & { author: CommentAuthor | null };

export interface ReactionWithUser {
  comment_id: string;
  reaction_type: string;
  user: CommentAuthor;
}

/** Reactions one answer lists at most (every listed comment's, so far beyond what a page shows). */
const maxReactionsListed = 20_000;

/** The newest comments of `viewId` (at most `publishedCommentLimits.listed`), newest first, with their authors. */
export async function listComments(db: Kysely<Database>, viewId: string): Promise<CommentWithAuthor[]> {
  const rows = await db
    .selectFrom('published_comments as c')
    .leftJoin('users as u', 'u.uuid', 'c.created_by')
    .selectAll('c')
    .select(['u.uuid as author_uuid', 'u.name as author_name', 'u.email as author_email'])
    .select('u.metadata as author_metadata')
    .where('c.view_id', '=', viewId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.comment_id', 'desc')
    .limit(publishedCommentLimits.listed)
    .execute();
  return rows.map(({ author_uuid, author_name, author_email, author_metadata, ...comment }) => ({
    ...comment,
    author:
      author_uuid === null || author_name === null || author_email === null || author_metadata === null
        ? null
        : { uuid: author_uuid, name: author_name, email: author_email, metadata: author_metadata },
  }));
}

/** A comment of `viewId` by id (a comment of another page is not found). */
export function findComment(
  db: Kysely<Database>,
  viewId: string,
  commentId: string,
): Promise<PublishedCommentRow | undefined> {
  return db
    .selectFrom('published_comments')
    .selectAll()
    .where('view_id', '=', viewId)
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
}

/** The latest time a comment was made on `viewId`, if any (new ones are ordered after it). */
export async function latestCommentTime(db: Kysely<Database>, viewId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('published_comments')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  return row?.latest ?? undefined;
}

/**
 * Reactions to the comments of `viewId` that are not deleted (one comment's when `commentId` is given), each
 * with who made it, oldest first: grouping keeps that order.
 */
export async function listReactions(
  db: Kysely<Database>,
  viewId: string,
  commentId?: string,
): Promise<ReactionWithUser[]> {
  let query = db
    .selectFrom('published_reactions as r')
    .innerJoin('published_comments as c', 'c.comment_id', 'r.comment_id')
    .innerJoin('users as u', 'u.uuid', 'r.created_by')
    .select(['r.comment_id', 'r.reaction_type', 'u.uuid', 'u.name', 'u.email', 'u.metadata'])
    .where('r.view_id', '=', viewId)
    .where('c.view_id', '=', viewId)
    .where('c.is_deleted', '=', 0);
  if (commentId !== undefined) query = query.where('r.comment_id', '=', commentId);
  const rows = await query
    .orderBy('r.created_at', 'asc')
    .orderBy('r.created_by', 'asc')
    .limit(maxReactionsListed)
    .execute();
  return rows.map(({ comment_id, reaction_type, ...user }) => ({ comment_id, reaction_type, user }));
}

/** How many kinds of reaction `userUuid` has on one comment. */
export async function reactionTypesOf(
  db: Kysely<Database>,
  commentId: string,
  userUuid: string,
): Promise<number> {
  const row = await db
    .selectFrom('published_reactions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('comment_id', '=', commentId)
    .where('created_by', '=', userUuid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
