import type { AppError } from '@quire/shared';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { commentErrorText } from './commentErrorText';
import { commentLimits, contentBytes } from './commentsApi';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Field = styled.textarea`
  min-height: 72px;
  padding: 8px 12px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`;

export const Problem = styled.p`
  flex: 1;
  margin: 0;
  color: var(--quire-error);
  font-size: 13px;
`;

export const ActionButton = styled.button<{ $primary?: boolean }>`
  padding: 6px 12px;
  border: 1px solid ${(props) => (props.$primary === true ? 'var(--quire-primary)' : 'var(--quire-border)')};
  border-radius: var(--quire-radius-medium);
  background: ${(props) => (props.$primary === true ? 'var(--quire-primary)' : 'transparent')};
  color: ${(props) => (props.$primary === true ? 'var(--quire-on-primary)' : 'var(--quire-text)')};
  font: inherit;
  font-weight: 500;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

interface Props {
  /** Sends the comment; resolves to the refusal, null once it is posted. */
  onSubmit: (content: string) => Promise<AppError | null>;
  /** Shown for an answer: gives up answering. */
  onCancel?: () => void;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
}

/**
 * Where a comment or an answer is written. Too long (in UTF-8 bytes, as the server counts) is said before
 * anything is sent; a refusal is shown under the field with the text kept, so nothing typed is lost.
 */
export function CommentComposer({ onSubmit, onCancel, placeholder, submitLabel, autoFocus }: Props) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<AppError | null>(null);
  const problemId = useId();
  const tooLong = contentBytes(content) > commentLimits.contentBytes;
  const problem = tooLong
    ? t('publish.comments.errors.tooLong', 'This is too long to post.')
    : refusal === null
      ? null
      : commentErrorText(refusal, t, i18n.language);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (content.trim() === '' || tooLong || sending) return;
    setSending(true);
    void onSubmit(content).then((refused) => {
      setSending(false);
      setRefusal(refused);
      if (refused === null) setContent('');
    });
  };

  return (
    <Form onSubmit={submit} data-testid="comment-composer">
      <Field
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setRefusal(null);
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        // The reply field opens where the reader clicked Reply: focus follows them there.
        autoFocus={autoFocus}
        data-testid="comment-input"
      />
      <Row>
        {problem !== null && (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        )}
        {onCancel !== undefined && (
          <ActionButton type="button" onClick={onCancel}>
            {t('publish.comments.cancel', 'Cancel')}
          </ActionButton>
        )}
        <ActionButton
          type="submit"
          $primary
          disabled={content.trim() === '' || tooLong || sending}
          data-testid="comment-submit"
        >
          {submitLabel}
        </ActionButton>
      </Row>
    </Form>
  );
}
