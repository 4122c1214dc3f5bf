import { ErrorCode } from '@quire/shared/errors';
import { addComment } from '../../src/commands/publish/comments.js';
import { publishView } from '../../src/commands/publish/publishView.js';
import { findPublicationOfView } from '../../src/queries/publishing.js';
import { ownerPages } from './ownerPages.js';
import type { MatrixContext, MatrixRow } from './types.js';

const anyone = { Owner: true, Member: true, Guest: true, NonMember: true };
const refusedToOthers = {
  Member: ErrorCode.UserUnAuthorized,
  Guest: ErrorCode.UserUnAuthorized,
  NonMember: ErrorCode.UserUnAuthorized,
};

/** A page the Owner published with comments on, and one comment of theirs on it. */
async function commentedPage(ctx: MatrixContext): Promise<Record<string, string>> {
  const db = ctx.server.database.db;
  const owner = await ownerPages(ctx);
  const page = await owner.create(owner.general, 'Commented');
  const now = new Date();
  await publishView(db, {
    workspaceId: ctx.workspaceId,
    actor: owner.actor,
    viewId: page,
    publishName: 'commented',
    settings: {},
    now,
  });
  const publication = await findPublicationOfView(db, page);
  if (publication === undefined) throw new Error('the page was not published');
  const comment = await addComment(db, {
    publication,
    userUuid: ctx.users.Owner.user.uuid,
    content: "The Owner's comment",
    replyCommentId: null,
    limits: ctx.server.config.limits,
    now,
  });
  return { page, comment };
}

const comments = (ctx: MatrixContext) => `/api/workspace/published-info/${ctx.vars.page ?? ''}/comment`;
const reactions = (ctx: MatrixContext) => `/api/workspace/published-info/${ctx.vars.page ?? ''}/reaction`;

/**
 * Comments and reactions on published pages: anyone signed in writes (workspace roles do not matter), only
 * the author or the page's publisher deletes a comment (here the Owner is both), reads need no session.
 */
export const matrixRows: MatrixRow[] = [
  {
    name: 'GET /api/workspace/published-info/{viewId}/comment',
    method: 'GET',
    setup: commentedPage,
    path: comments,
    allowed: anyone,
    public: true,
  },
  {
    name: 'POST /api/workspace/published-info/{viewId}/comment/list (the read, password in the body)',
    method: 'POST',
    setup: commentedPage,
    path: (ctx) => `${comments(ctx)}/list`,
    body: () => ({}),
    allowed: anyone,
    public: true,
  },
  {
    name: 'POST /api/workspace/published-info/{viewId}/comment',
    method: 'POST',
    setup: commentedPage,
    path: comments,
    body: () => ({ content: 'Hello' }),
    allowed: anyone,
  },
  {
    name: "DELETE /api/workspace/published-info/{viewId}/comment (the Owner's, who published the page)",
    method: 'DELETE',
    setup: commentedPage,
    path: comments,
    body: (ctx) => ({ comment_id: ctx.vars.comment }),
    allowed: { Owner: true, Member: false, Guest: false, NonMember: false },
    refusedWith: refusedToOthers,
  },
  {
    name: 'GET /api/workspace/published-info/{viewId}/reaction',
    method: 'GET',
    setup: commentedPage,
    path: reactions,
    allowed: anyone,
    public: true,
  },
  {
    name: 'POST /api/workspace/published-info/{viewId}/reaction/list (the read, password in the body)',
    method: 'POST',
    setup: commentedPage,
    path: (ctx) => `${reactions(ctx)}/list`,
    body: () => ({}),
    allowed: anyone,
    public: true,
  },
  {
    name: 'POST /api/workspace/published-info/{viewId}/reaction',
    method: 'POST',
    setup: commentedPage,
    path: reactions,
    body: (ctx) => ({ comment_id: ctx.vars.comment, reaction_type: '👍' }),
    allowed: anyone,
  },
  {
    name: "DELETE /api/workspace/published-info/{viewId}/reaction (one's own only: always allowed)",
    method: 'DELETE',
    setup: commentedPage,
    path: reactions,
    body: (ctx) => ({ comment_id: ctx.vars.comment, reaction_type: '👍' }),
    allowed: anyone,
  },
];
