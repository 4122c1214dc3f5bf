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
import { publicBodyLimit, viewIdParamsSchema } from './schema.js';

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
 * (a protected page's password as every public read takes it: `x-publish-password`, else a body's
 * `password` — a write's, or the `{password}` POSTed to the reads' `…/list`) plus comments being on. Reads take a session when
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

  // Reads: GET with the password in its header, or — like the page's other public reads, for a password a
  // header cannot carry — POSTed to `…/list` with the body `{password}` (POST on the path itself writes).
  const readOptions = { preHandler: optionalAuthenticate, bodyLimit: publicBodyLimit };
  const readComments = async (request: FastifyRequest, reply: FastifyReply) => {
    const { publication } = await openComments(request, new Date());
    const comments = await listComments(db, publication.view_id);
    void reply.header('cache-control', 'no-store');
    return okEnvelope(presentComments(comments, publication, request.auth?.userUuid ?? null));
  };
  app.get(comment, readOptions, readComments);
  app.post(`${comment}/list`, readOptions, readComments);

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

  const readReactions = async (request: FastifyRequest, reply: FastifyReply) => {
    const { comment_id } = parseRequest(reactionQuerySchema, request.query, 'query');
    const { publication } = await openComments(request, new Date());
    void reply.header('cache-control', 'no-store');
    return okEnvelope(presentReactions(await listReactions(db, publication.view_id, comment_id)));
  };
  app.get(reaction, readOptions, readReactions);
  app.post(`${reaction}/list`, readOptions, readReactions);

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
