// Comment and reaction test helpers: a published page in a workspace with every role, and calls to its
// comment routes as any of those users or as nobody (no session).
import type { PublishedComment, PublishedReaction } from '@quire/shared/contract';
import type { TestServer } from './harness.js';
import type { MatrixRole } from './matrix/types.js';
import { publishWorld, type PublicAnswer, type PublishWorld } from './publish.js';

export type Caller = MatrixRole | 'anonymous';

export interface CommentWorld extends PublishWorld {
  /** A page the Member made and published (so the Member is its publisher, the Owner is not). */
  page: string;
  commentPath(viewId?: string): string;
  reactionPath(viewId?: string): string;
  /** Any call as `who`, the answer's HTTP status beside its envelope. */
  as<T = unknown>(
    who: Caller,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<PublicAnswer<T>>;
  /** Posts a comment as `who` (fails the test unless accepted) and returns its id, the newest on the page. */
  comment(who: MatrixRole, content: string, replyTo?: string | null, viewId?: string): Promise<string>;
  comments(who?: Caller, viewId?: string): Promise<PublishedComment[]>;
  reactions(who?: Caller, query?: string, viewId?: string): Promise<PublishedReaction[]>;
}

export async function commentWorld(running: TestServer): Promise<CommentWorld> {
  const world = await publishWorld(running);
  const page = await world.createPage('Member', world.general.view_id, 'Talk');
  await world.publish(page, { publish_name: 'talk', comments_enabled: true }, 'Member');
  const commentPath = (viewId = page) => `/api/workspace/published-info/${viewId}/comment`;
  const reactionPath = (viewId = page) => `/api/workspace/published-info/${viewId}/reaction`;
  const as = async <T>(
    who: Caller,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<PublicAnswer<T>> => {
    const headers: Record<string, string> = { ...extra };
    if (who !== 'anonymous') headers.authorization = world.ctx.users[who].authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${running.apiUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    const envelope: unknown =
      response.headers.get('content-type')?.includes('json') === true ? JSON.parse(text) : {};
    return { ...(envelope as Omit<PublicAnswer<T>, 'status'>), status: response.status };
  };
  const data = async <T>(answer: Promise<PublicAnswer<T>>, what: string): Promise<T> => {
    const settled = await answer;
    if (settled.code !== 0) throw new Error(`${what} answered ${settled.code} ${settled.message}`);
    return settled.data as T;
  };
  const comments: CommentWorld['comments'] = async (who = 'anonymous', viewId = page) =>
    (await data(as<{ comments: PublishedComment[] }>(who, 'GET', commentPath(viewId)), 'comments')).comments;
  return {
    ...world,
    page,
    commentPath,
    reactionPath,
    as,
    comments,
    comment: async (who, content, replyTo = null, viewId = page) => {
      await data(
        as(who, 'POST', commentPath(viewId), { content, reply_comment_id: replyTo }),
        `comment by ${who}`,
      );
      const [newest] = await comments(who, viewId);
      if (newest === undefined) throw new Error('the comment is not listed');
      return newest.comment_id;
    },
    reactions: async (who = 'anonymous', query = '', viewId = page) =>
      (
        await data(
          as<{ reactions: PublishedReaction[] }>(who, 'GET', `${reactionPath(viewId)}${query}`),
          'reactions',
        )
      ).reactions,
  };
}
