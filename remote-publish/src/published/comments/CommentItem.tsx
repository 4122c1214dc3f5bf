import { Dialog } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from './Avatar';
import type { Comment, Reaction } from './commentsApi';
import { ReactionChips } from './ReactionChips';
import { relativeTime } from './relativeTime';

const Item = styled.article`
  display: flex;
  gap: 10px;
  padding: 8px 0;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

// Comments are plain text: line breaks kept, long words wrapped, nothing interpreted as markup.
const Content = styled.p<{ $deleted: boolean }>`
  margin: 2px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${(props) => (props.$deleted ? 'var(--quire-text-secondary)' : 'var(--quire-text)')};
  font-style: ${(props) => (props.$deleted ? 'italic' : 'normal')};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 4px;
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 12px;
  cursor: pointer;

  &:hover {
    color: var(--quire-text);
  }
`;

interface Props {
  comment: Comment;
  reactions: readonly Reaction[];
  userId: string | null;
  now: Date;
  onReply?: () => void;
  onDelete: () => void;
  onToggleReaction: (reactionType: string, mine: boolean) => void;
}

/** One comment: who and when, its text, its reactions, and what the reader may do with it. */
export function CommentItem({ comment, reactions, userId, now, onReply, onDelete, onToggleReaction }: Props) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name =
    comment.user === null || comment.user.name.trim() === ''
      ? t('publish.comments.someone', 'Someone')
      : comment.user.name;

  return (
    <Item data-testid="comment" data-comment-id={comment.comment_id}>
      <Avatar person={comment.user} />
      <Body>
        <Header>
          <Name>{name}</Name>
          <Time
            dateTime={comment.created_at}
            title={new Date(comment.created_at).toLocaleString(i18n.language)}
          >
            {relativeTime(comment.created_at, now, i18n.language)}
          </Time>
        </Header>
        <Content $deleted={comment.is_deleted} data-testid="comment-content">
          {comment.is_deleted ? t('publish.comments.deleted', 'This comment was deleted.') : comment.content}
        </Content>
        {!comment.is_deleted && (
          <>
            <ReactionChips reactions={reactions} userId={userId} onToggle={onToggleReaction} />
            <Actions>
              {userId !== null && onReply !== undefined && (
                <LinkButton type="button" onClick={onReply} data-testid="comment-reply">
                  {t('publish.comments.reply', 'Reply')}
                </LinkButton>
              )}
              {comment.can_be_deleted && (
                <LinkButton
                  type="button"
                  onClick={() => {
                    setConfirming(true);
                  }}
                  data-testid="comment-delete"
                >
                  {t('publish.comments.delete', 'Delete')}
                </LinkButton>
              )}
            </Actions>
          </>
        )}
      </Body>
      <Dialog
        open={confirming}
        title={t('publish.comments.deleteTitle', 'Delete this comment?')}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        confirmLabel={t('publish.comments.delete', 'Delete')}
        cancelLabel={t('publish.comments.cancel', 'Cancel')}
        danger
        testId="comment-delete-dialog"
        confirmTestId="comment-delete-confirm"
      >
        {t('publish.comments.deleteBody', 'It will show as deleted to everyone. This cannot be undone.')}
      </Dialog>
    </Item>
  );
}
