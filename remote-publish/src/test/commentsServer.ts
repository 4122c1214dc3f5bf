import type { Comment, Reaction } from '../published/comments/commentsApi';
import { fakeServer, ok, refused, type FakeAnswer, type SeenRequest } from './fakeServer';

export const VIEW = '55555555-5555-4555-8555-555555555555';
export const ME = '66666666-6666-4666-8666-666666666666';
export const OTHER = '77777777-7777-4777-8777-777777777777';

export const people = {
  [ME]: { uuid: ME, name: 'Ada', avatar_url: null },
  [OTHER]: { uuid: OTHER, name: 'Grace', avatar_url: 'https://pictures.test/grace.png' },
} as const;

const tokenOf: Record<string, string> = { 'Bearer token-of-me': ME, 'Bearer token-of-other': OTHER };

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/**
 * A server holding one published page's comments in memory, answering the comment routes as the real one
 * does (newest first, soft delete by the author, reactions one's own, 401 without a session on writes);
 * anything else goes to `otherwise`.
 */
export function commentsServer(
  options: { enabled?: boolean; comments?: Comment[]; reactions?: Reaction[] } = {},
  /** What answers every other path (a page's meta, the outline). */
  otherwise?: (path: string, request: SeenRequest) => FakeAnswer,
) {
  const state = {
    enabled: options.enabled ?? true,
    comments: [...(options.comments ?? [])],
    reactions: [...(options.reactions ?? [])],
    /** Set to refuse the next write with this answer. */
    refuseNext: null as FakeAnswer | null,
  };
  const who = (request: SeenRequest) => tokenOf[request.headers.authorization ?? ''] ?? null;
  const server = fakeServer((path, request) => {
    if (path === `/api/workspace/v1/published-info/${VIEW}`)
      return ok({ view_id: VIEW, comments_enabled: state.enabled });
    const body = (request.body ?? {}) as Record<string, string>;
    const reader = who(request);
    if (path.endsWith('/comment') || path.endsWith('/reaction')) {
      if (request.method !== 'GET' && reader === null)
        return { json: 'No Authorization header', status: 401 };
      if (request.method !== 'GET' && state.refuseNext !== null) {
        const refusal = state.refuseNext;
        state.refuseNext = null;
        return refusal;
      }
    }
    if (path === `/api/workspace/published-info/${VIEW}/comment`) {
      switch (request.method) {
        case 'GET':
          return ok({
            comments: state.comments.map((comment) => ({
              ...comment,
              can_be_deleted: !comment.is_deleted && comment.user?.uuid === reader,
            })),
          });
        case 'POST': {
          const at = new Date().toISOString();
          state.comments.unshift({
            comment_id: nextId(),
            user: people[reader as keyof typeof people],
            content: body.content ?? '',
            created_at: at,
            last_updated_at: at,
            reply_comment_id: body.reply_comment_id ?? null,
            is_deleted: false,
            can_be_deleted: false,
          });
          return ok(null);
        }
        case 'DELETE': {
          const comment = state.comments.find((c) => c.comment_id === body.comment_id);
          if (comment === undefined) return refused(-2, 'Comment not found');
          if (comment.user?.uuid !== reader) return refused(1024, 'Only the author can delete it');
          comment.is_deleted = true;
          comment.content = '';
          return ok(null);
        }
      }
    }
    if (path === `/api/workspace/published-info/${VIEW}/reaction`) {
      const type = body.reaction_type ?? '';
      const existing = state.reactions.find(
        (r) => r.comment_id === body.comment_id && r.reaction_type === type,
      );
      switch (request.method) {
        case 'GET':
          return ok({ reactions: state.reactions });
        case 'POST':
          if (existing === undefined) {
            state.reactions.push({
              comment_id: body.comment_id ?? '',
              reaction_type: type,
              react_users: [people[reader as keyof typeof people]],
            });
          } else if (!existing.react_users.some((user) => user.uuid === reader)) {
            existing.react_users.push(people[reader as keyof typeof people]);
          }
          return ok(null);
        case 'DELETE':
          if (existing !== undefined) {
            existing.react_users = existing.react_users.filter((user) => user.uuid !== reader);
            if (existing.react_users.length === 0)
              state.reactions.splice(state.reactions.indexOf(existing), 1);
          }
          return ok(null);
      }
    }
    return (
      otherwise?.(path, request) ?? { fail: new TypeError(`nothing routed for ${request.method} ${path}`) }
    );
  });
  return { ...server, state };
}

/** A comment as the server lists it. */
export function aComment(overrides: Partial<Comment> & Pick<Comment, 'comment_id'>): Comment {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    user: people[OTHER],
    content: 'A comment',
    created_at: at,
    last_updated_at: at,
    reply_comment_id: null,
    is_deleted: false,
    can_be_deleted: false,
    ...overrides,
  };
}
