import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Reaction } from './commentsApi';

/** The reactions offered in the picker (any emoji another client sent is shown and can be joined). */
export const offeredReactions = ['👍', '❤️', '😄', '🎉', '😮', '👀'] as const;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-top: 6px;
`;

const Chip = styled.button<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border: 1px solid ${(props) => (props.$mine ? 'var(--quire-primary)' : 'var(--quire-border)')};
  border-radius: 12px;
  background: ${(props) => (props.$mine ? 'var(--quire-primary-soft)' : 'transparent')};
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }
`;

const Picker = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 2px;
  border: 1px solid var(--quire-border);
  border-radius: 12px;
  background: var(--quire-surface-raised);
  box-shadow: var(--quire-shadow-popover);
`;

interface Props {
  reactions: readonly Reaction[];
  /** Null without a session: the chips are shown, not pressed. */
  userId: string | null;
  onToggle: (reactionType: string, mine: boolean) => void;
}

/** A comment's reactions as emoji chips with counts; a signed-in reader toggles their own and adds new ones. */
export function ReactionChips({ reactions, userId, onToggle }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const isMine = (reaction: Reaction) =>
    userId !== null && reaction.react_users.some((user) => user.uuid === userId);
  if (reactions.length === 0 && userId === null) return null;

  return (
    <Chips data-testid="comment-reactions">
      {reactions.map((reaction) => {
        const mine = isMine(reaction);
        const names = reaction.react_users.map((user) => user.name).join(', ');
        return (
          <Chip
            key={reaction.reaction_type}
            type="button"
            $mine={mine}
            aria-pressed={mine}
            disabled={userId === null}
            title={names}
            aria-label={t('publish.comments.reactionLabel', '{{reaction}} {{count}}: {{names}}', {
              reaction: reaction.reaction_type,
              count: reaction.react_users.length,
              names,
            })}
            onClick={() => {
              onToggle(reaction.reaction_type, mine);
            }}
            data-testid="reaction-chip"
          >
            <span>{reaction.reaction_type}</span>
            <span>{reaction.react_users.length}</span>
          </Chip>
        );
      })}
      {userId !== null &&
        (picking ? (
          <Picker role="group" aria-label={t('publish.comments.addReaction', 'Add a reaction')}>
            {offeredReactions.map((emoji) => {
              const existing = reactions.find((reaction) => reaction.reaction_type === emoji);
              const mine = existing !== undefined && isMine(existing);
              return (
                <Chip
                  key={emoji}
                  type="button"
                  $mine={mine}
                  aria-pressed={mine}
                  onClick={() => {
                    setPicking(false);
                    onToggle(emoji, mine);
                  }}
                  data-testid={`reaction-pick-${emoji}`}
                >
                  {emoji}
                </Chip>
              );
            })}
          </Picker>
        ) : (
          <Chip
            type="button"
            $mine={false}
            aria-label={t('publish.comments.addReaction', 'Add a reaction')}
            onClick={() => {
              setPicking(true);
            }}
            data-testid="reaction-add"
          >
            ☺+
          </Chip>
        ))}
    </Chips>
  );
}
