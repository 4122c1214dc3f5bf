import { AppError, isAppError } from '@quire/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePublishApi } from '../PublishApiContext';
import { passwordKey } from '../publishPassword';
import { commentsApi, type Comment, type Reaction } from './commentsApi';

export type CommentsState =
  | { status: 'loading' }
  /** Comments are off for this page (or its publish info could not say): no section at all. */
  | { status: 'off' }
  | { status: 'ready'; comments: Comment[]; reactions: Reaction[] }
  | { status: 'failed'; error: AppError };

const asAppError = (error: unknown): AppError =>
  isAppError(error) ? error : new AppError('Unhandled', undefined, { cause: error });

/**
 * The comments of one published page: whether they are on, then the list and the reactions, read again after
 * every write and whenever the visitor signs in or out (what they may delete changes). Writes resolve to the
 * refusal (null when accepted) for the caller to show where it happened.
 */
export function useComments(params: {
  namespace: string;
  publishName: string;
  viewId: string;
  userId: string | null;
}) {
  const { namespace, publishName, viewId, userId } = params;
  const publishApi = usePublishApi();
  const password = publishApi.passwords.get(passwordKey(namespace, publishName));
  const api = useMemo(() => commentsApi(publishApi, viewId, password), [publishApi, viewId, password]);
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const enabled = useRef<boolean | null>(null);
  const attempt = useRef(0);

  const load = useCallback(async () => {
    const mine = ++attempt.current;
    try {
      enabled.current ??= await api.enabled();
      if (!enabled.current) {
        if (mine === attempt.current) setState({ status: 'off' });
        return;
      }
      const [comments, reactions] = await Promise.all([api.comments(), api.reactions()]);
      if (mine === attempt.current) setState({ status: 'ready', comments, reactions });
    } catch (error) {
      if (mine !== attempt.current) return;
      // Publish info that cannot be read says nothing of comments: no section rather than an error.
      if (enabled.current === null) setState({ status: 'off' });
      else setState({ status: 'failed', error: asAppError(error) });
    }
  }, [api]);

  useEffect(() => {
    void load();
    return () => {
      attempt.current += 1;
    };
  }, [load, userId]);

  const write = useCallback(
    async (send: () => Promise<unknown>): Promise<AppError | null> => {
      try {
        await send();
        await load();
        return null;
      } catch (error) {
        return asAppError(error);
      }
    },
    [load],
  );

  return {
    state,
    reload: load,
    post: (content: string, replyTo: string | null) => write(() => api.post(content, replyTo)),
    remove: (commentId: string) => write(() => api.remove(commentId)),
    toggleReaction: (commentId: string, reactionType: string, mine: boolean) =>
      write(() => (mine ? api.unreact(commentId, reactionType) : api.react(commentId, reactionType))),
  };
}
