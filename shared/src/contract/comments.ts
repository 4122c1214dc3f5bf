import { z } from 'zod';
import { timestampSchema } from './view.js';

/**
 * Bounds of comments and reactions on published pages. Content is counted in UTF-8 bytes (AppFlowy's 5000,
 * StringLengthLimitReached 1034 beyond); a reaction is one emoji, which a few dozen bytes always hold.
 */
export const publishedCommentLimits = {
  contentBytes: 5000,
  reactionTypeBytes: 64,
  /** The newest comments a page lists; older ones stay stored. */
  listed: 1000,
} as const;

/** Who wrote a comment or reacted, as the public sees them: never their e-mail address. */
export const commentUserSchema = z.strictObject({
  uuid: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});
export type CommentUser = z.infer<typeof commentUserSchema>;

/**
 * AppFlowy's comment on a published page (reference §3.9). `user` is null once the author's account is gone;
 * a deleted comment keeps its place (replies answer it) with empty content. `can_be_deleted` is for the
 * reader who asked: their own comments, or any when they published the page.
 */
export const publishedCommentSchema = z.strictObject({
  comment_id: z.uuid(),
  user: commentUserSchema.nullable(),
  content: z.string(),
  created_at: timestampSchema,
  last_updated_at: timestampSchema,
  reply_comment_id: z.uuid().nullable(),
  is_deleted: z.boolean(),
  can_be_deleted: z.boolean(),
});
export type PublishedComment = z.infer<typeof publishedCommentSchema>;

/** `GET …/published-info/{view_id}/comment`: newest first. */
export const publishedCommentListSchema = z.strictObject({ comments: z.array(publishedCommentSchema) });
export type PublishedCommentList = z.infer<typeof publishedCommentListSchema>;

/** One reaction type on one comment and everyone who chose it, in the order they did. */
export const publishedReactionSchema = z.strictObject({
  reaction_type: z.string(),
  react_users: z.array(commentUserSchema),
  comment_id: z.uuid(),
});
export type PublishedReaction = z.infer<typeof publishedReactionSchema>;

/** `GET …/published-info/{view_id}/reaction`: grouped by comment, then by type. */
export const publishedReactionListSchema = z.strictObject({ reactions: z.array(publishedReactionSchema) });
export type PublishedReactionList = z.infer<typeof publishedReactionListSchema>;

/** `POST …/comment`. */
export const newCommentBodySchema = z.object({
  content: z.string(),
  reply_comment_id: z.uuid().nullable().optional(),
});
/** `DELETE …/comment`. */
export const deleteCommentBodySchema = z.object({ comment_id: z.uuid() });
/** `POST` and `DELETE …/reaction`. */
export const reactionBodySchema = z.object({ comment_id: z.uuid(), reaction_type: z.string() });
