import { deleteCommentBodySchema, newCommentBodySchema, reactionBodySchema } from '@quire/shared/contract';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addComment, deleteComment } from '../../commands/publish/comments.js';
import { addReaction, removeReaction } from '../../commands/publish/reactions.js';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedPublishedComments } from '../../policies/publishedComment.js';
import { presentComments, presentReactions } from '../../presenters/publishedComment.js';
import { listComments, listReactions } from '../../queries/publishedComments.js';
import { findPublicationOfView } from '../../queries/publishing.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { publicReaderOf } from './publicReader.js';
import { viewIdParamsSchema } from './schema.js';

/** Comment and reaction bodies: a comment of 5000 bytes with room for JSON escapes, nothing near a megabyte. */
const commentBodyLimit = 64 * 1024;

const reactionQuerySchema = z.object({
  comment_id: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional(),
});

/**
 * `/api/workspace/published-info/{view_id}/comment` and `…/reaction` (spec 001 §7; AppFlowy's shapes,
 * reference §3.9). Every call goes through `authorizedPublishedComments`, the public's rule for the page
 * (password in `x-publish-password` for a protected page) plus comments being on. Reads take a session when
 * one is sent (it only decides `can_be_deleted`); writes need one.
 */
export function registerPublishedCommentRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, config, authenticate } = context;

  // A read is anonymous without an Authorization header; with one, the token must be good (401 otherwise).
  const optionalAuthenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return;
    await authenticate.call(app, request, reply);
  };

  /** The page of `view_id` as the public may use its comments, the reader's password checked. */
  const openComments = async (request: FastifyRequest, now: Date) => {
    const { view_id } = parseRequest(viewIdParamsSchema, request.params, 'params');
    if (!z.uuid().safeParse(view_id).success) {
      throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    }
    const publication = await findPublicationOfView(db, view_id.toLowerCase());
    if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    const reader = await publicReaderOf(db, request, publication, config.limits, now);
    const tree = await loadViewTree(db, publication.workspace_id);
    return authorizedPublishedComments(reader, tree, publication);
  };

  const limits = config.limits;
  const comment = '/api/workspace/published-info/:view_id/comment';
  const reaction = '/api/workspace/published-info/:view_id/reaction';
  const writeOptions = { preHandler: authenticate, bodyLimit: commentBodyLimit };

  app.get(comment, { preHandler: optionalAuthenticate }, async (request, reply) => {
    const { publication } = await openComments(request, new Date());
    const comments = await listComments(db, publication.view_id);
    void reply.header('cache-control', 'no-store');
    return okEnvelope(presentComments(comments, publication, request.auth?.userUuid ?? null));
  });

  app.post(comment, writeOptions, async (request) => {
    const { userUuid } = authOf(request);
    const body = parseRequest(newCommentBodySchema, request.body, 'body');
    const now = new Date();
    const { publication } = await openComments(request, now);
    await addComment(db, {
      publication,
      userUuid,
      content: body.content,
      replyCommentId: body.reply_comment_id?.toLowerCase() ?? null,
      limits,
      now,
    });
    return okEnvelope();
  });

  app.delete(comment, writeOptions, async (request) => {
    const { userUuid } = authOf(request);
    const body = parseRequest(deleteCommentBodySchema, request.body, 'body');
    const now = new Date();
    const { publication } = await openComments(request, now);
    await deleteComment(db, { publication, userUuid, commentId: body.comment_id.toLowerCase(), limits, now });
    return okEnvelope();
  });

  app.get(reaction, { preHandler: optionalAuthenticate }, async (request, reply) => {
    const { comment_id } = parseRequest(reactionQuerySchema, request.query, 'query');
    const { publication } = await openComments(request, new Date());
    void reply.header('cache-control', 'no-store');
    return okEnvelope(presentReactions(await listReactions(db, publication.view_id, comment_id)));
  });

  for (const [method, write] of [
    ['POST', addReaction],
    ['DELETE', removeReaction],
  ] as const) {
    app.route({
      method,
      url: reaction,
      ...writeOptions,
      handler: async (request) => {
        const { userUuid } = authOf(request);
        const body = parseRequest(reactionBodySchema, request.body, 'body');
        const now = new Date();
        const { publication } = await openComments(request, now);
        await write(db, {
          publication,
          userUuid,
          commentId: body.comment_id.toLowerCase(),
          reactionType: body.reaction_type,
          limits,
          now,
        });
        return okEnvelope();
      },
    });
  }
}
