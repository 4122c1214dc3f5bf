import type { CommentUser, PublishedComment, PublishedReaction } from '@quire/shared/contract';
import type { PublishApi } from '../publishApi';
import { fetchPagePublishInfo } from '../publishInfo';
import { passwordRequest } from '../publishPassword';

// The wire shapes are the contract's (type-only imports: no zod in the public page's bundle); answers are
// still checked field by field before use, since the server may be newer or older than this remote.
export type Comment = PublishedComment;
export type Reaction = PublishedReaction;
export type Person = CommentUser;

/** The bounds the server enforces, checked here first so the reader learns before sending (contract's `publishedCommentLimits`). */
export const commentLimits = { contentBytes: 5000 } as const;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parsePerson(value: unknown): Person | null {
  const person = record(value);
  const uuid = text(person?.uuid);
  if (person === null || uuid === null) return null;
  return { uuid, name: text(person.name) ?? '', avatar_url: text(person.avatar_url) };
}

function parseComment(value: unknown): Comment | null {
  const comment = record(value);
  const id = text(comment?.comment_id);
  const created = text(comment?.created_at);
  if (comment === null || id === null || created === null) return null;
  return {
    comment_id: id,
    user: parsePerson(comment.user),
    content: text(comment.content) ?? '',
    created_at: created,
    last_updated_at: text(comment.last_updated_at) ?? created,
    reply_comment_id: text(comment.reply_comment_id),
    is_deleted: comment.is_deleted === true,
    can_be_deleted: comment.can_be_deleted === true,
  };
}

function parseReaction(value: unknown): Reaction | null {
  const reaction = record(value);
  const type = text(reaction?.reaction_type);
  const commentId = text(reaction?.comment_id);
  if (reaction === null || type === null || commentId === null || !Array.isArray(reaction.react_users)) {
    return null;
  }
  const users = reaction.react_users.map(parsePerson).filter((user) => user !== null);
  return { reaction_type: type, comment_id: commentId, react_users: users };
}

function listOf<T>(answer: unknown, key: string, parse: (item: unknown) => T | null): T[] {
  const items = record(answer)?.[key];
  return Array.isArray(items) ? items.map(parse).filter((item) => item !== null) : [];
}

/**
 * The comment calls of one published page (spec 001 §7), over the page's client. Reads send the session when
 * there is one (it decides `can_be_deleted`), writes need it. A protected page's password goes in its header;
 * one the header cannot carry goes in the body, as the page's other reads send it (`passwordRequest`): a
 * write's own body, and the reads are POSTed to their `…/list` with `{password}`.
 */
export function commentsApi(publishApi: PublishApi, viewId: string, password: string | undefined) {
  const { client } = publishApi;
  const path = `/api/workspace/published-info/${encodeURIComponent(viewId)}`;
  const viaPassword = passwordRequest(password);
  const headers = viaPassword.headers;
  const withPassword = (body: Record<string, unknown>) =>
    viaPassword.method === 'POST' ? { ...body, password: viaPassword.body.password } : body;
  const read = (at: string) =>
    viaPassword.method === 'POST'
      ? client.post<unknown>(`${at}/list`, viaPassword.body, { auth: 'optional' })
      : client.get<unknown>(at, { auth: 'optional', headers });

  return {
    /** Whether the page has comments on (its publish info; readable without the password). */
    enabled: async (): Promise<boolean> => (await fetchPagePublishInfo(client, viewId)).commentEnabled,
    comments: async (): Promise<Comment[]> => listOf(await read(`${path}/comment`), 'comments', parseComment),
    reactions: async (): Promise<Reaction[]> =>
      listOf(await read(`${path}/reaction`), 'reactions', parseReaction),
    post: (content: string, replyTo: string | null) =>
      client.post<unknown>(`${path}/comment`, withPassword({ content, reply_comment_id: replyTo }), {
        auth: true,
        headers,
      }),
    remove: (commentId: string) =>
      client.delete<unknown>(`${path}/comment`, {
        auth: true,
        headers,
        body: withPassword({ comment_id: commentId }),
      }),
    react: (commentId: string, reactionType: string) =>
      client.post<unknown>(
        `${path}/reaction`,
        withPassword({ comment_id: commentId, reaction_type: reactionType }),
        { auth: true, headers },
      ),
    unreact: (commentId: string, reactionType: string) =>
      client.delete<unknown>(`${path}/reaction`, {
        auth: true,
        headers,
        body: withPassword({ comment_id: commentId, reaction_type: reactionType }),
      }),
  };
}

export type CommentsApi = ReturnType<typeof commentsApi>;

/** UTF-8 bytes of a comment, as the server counts them. */
export function contentBytes(content: string): number {
  return new TextEncoder().encode(content).length;
}
