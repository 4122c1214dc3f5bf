import type { AppError } from '@quire/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CommentComposer, ActionButton, Problem } from './CommentComposer';
import { commentErrorText } from './commentErrorText';
import { CommentItem } from './CommentItem';
import type { Comment } from './commentsApi';
import { reactionsByComment, threadsOf, visibleCount } from './threads';
import { useComments } from './useComments';
import { useSignedInUser } from './useSignedInUser';

const Section = styled.section`
  max-width: 760px;
  margin: 48px auto 64px;
  padding: 24px 16px 0;
  border-top: 1px solid var(--quire-border);
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 18px;
  font-weight: 600;
`;

const Replies = styled.div`
  margin-left: 42px;
  padding-left: 12px;
  border-left: 2px solid var(--quire-border);
`;

const Note = styled.p`
  color: var(--quire-text-secondary);
  margin: 16px 0;
`;

interface Props {
  namespace: string;
  publishName: string;
  viewId: string;
}

/**
 * The comments below a published page (spec 000 §2, PUB-24), once the page says comments are on (PRM-03).
 * Everyone reads them, newest first, answers under their comment; a signed-in visitor writes, answers, reacts
 * and deletes what is theirs (or anything, on a page they published); others get a link to sign in that
 * brings them back here. Everything is shown as text. Loaded as its own chunk by `PublishedComments`.
 */
export default function CommentsSection({ namespace, publishName, viewId }: Props) {
  const { t, i18n } = useTranslation();
  const userId = useSignedInUser();
  const location = useLocation();
  const { state, post, remove, toggleReaction, reload } = useComments({
    namespace,
    publishName,
    viewId,
    userId,
  });
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<AppError | null>(null);
  const comments = useMemo(() => (state.status === 'ready' ? state.comments : []), [state]);
  const threads = useMemo(() => threadsOf(comments), [comments]);
  const reactions = useMemo(
    () => reactionsByComment(state.status === 'ready' ? state.reactions : []),
    [state],
  );

  if (state.status === 'off' || state.status === 'loading') return null;
  const now = new Date();
  const act = (write: Promise<AppError | null>) => {
    setRefusal(null);
    void write.then(setRefusal);
  };
  const item = (comment: Comment) => (
    <CommentItem
      key={comment.comment_id}
      comment={comment}
      reactions={reactions.get(comment.comment_id) ?? []}
      userId={userId}
      now={now}
      onReply={() => {
        setReplyTo(replyTo === comment.comment_id ? null : comment.comment_id);
      }}
      onDelete={() => {
        act(remove(comment.comment_id));
      }}
      onToggleReaction={(reactionType, mine) => {
        act(toggleReaction(comment.comment_id, reactionType, mine));
      }}
    />
  );
  const signIn = `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <Section aria-labelledby="published-comments-heading" data-testid="published-comments">
      <Heading id="published-comments-heading">
        {t('publish.comments.title', 'Comments ({{count}})', { count: visibleCount(comments) })}
      </Heading>
      {userId === null ? (
        <Note>
          <Link to={signIn} data-testid="comments-sign-in">
            {t('publish.comments.signIn', 'Sign in to comment')}
          </Link>
        </Note>
      ) : (
        <CommentComposer
          onSubmit={(content) => post(content, null)}
          placeholder={t('publish.comments.placeholder', 'Add a comment…')}
          submitLabel={t('publish.comments.send', 'Comment')}
        />
      )}
      {refusal !== null && <Problem role="alert">{commentErrorText(refusal, t, i18n.language)}</Problem>}
      {state.status === 'failed' ? (
        <Note role="alert">
          {commentErrorText(state.error, t, i18n.language)}{' '}
          <ActionButton type="button" onClick={() => void reload()}>
            {t('publish.comments.retry', 'Try again')}
          </ActionButton>
        </Note>
      ) : threads.length === 0 ? (
        <Note>{t('publish.comments.empty', 'No comments yet.')}</Note>
      ) : (
        threads.map((thread) => {
          const threadId = thread.comment.comment_id;
          const answering =
            replyTo !== null &&
            (replyTo === threadId || thread.replies.some((reply) => reply.comment_id === replyTo));
          return (
            <div key={threadId} data-testid="comment-thread">
              {item(thread.comment)}
              {(thread.replies.length > 0 || answering) && (
                <Replies>
                  {thread.replies.map((reply) => item(reply))}
                  {answering && userId !== null && (
                    <CommentComposer
                      autoFocus
                      onSubmit={async (content) => {
                        const refused = await post(content, replyTo);
                        if (refused === null) setReplyTo(null);
                        return refused;
                      }}
                      onCancel={() => {
                        setReplyTo(null);
                      }}
                      placeholder={t('publish.comments.replyPlaceholder', 'Write a reply…')}
                      submitLabel={t('publish.comments.reply', 'Reply')}
                    />
                  )}
                </Replies>
              )}
            </div>
          );
        })
      )}
    </Section>
  );
}
