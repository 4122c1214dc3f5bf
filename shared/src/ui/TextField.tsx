import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { useSharedTranslation } from '../i18n/useSharedTranslation.js';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  font-size: 13px;
`;

const Label = styled.label`
  color: var(--quire-text-secondary);
`;

export const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 36px;
  padding: 0 10px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 14px;

  &::placeholder {
    color: var(--quire-text-secondary);
  }

  &:focus {
    border-color: var(--quire-primary);
    outline: 2px solid var(--quire-focus);
    outline-offset: 0;
  }

  &[aria-invalid='true'] {
    border-color: var(--quire-error);
  }
`;

const Message = styled.span<{ $error: boolean }>`
  color: ${(props) => (props.$error ? 'var(--quire-error)' : 'var(--quire-text-secondary)')};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced; the field is marked invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled, themed text input (`dir="auto"`: names may be right-to-left). At `maxLength` it says so, so
 * that typing or pasting past the limit is not cut off silently.
 */
export function TextField({ label, value, onChange, error, maxLength, ref, ...input }: TextFieldProps) {
  const { t } = useSharedTranslation();
  const id = useId();
  const messageId = useId();
  const atLimit = maxLength !== undefined && value.length >= maxLength;
  const message =
    error ??
    (atLimit ? t('common.atMostCharacters', 'At most {{max}} characters.', { max: maxLength }) : null);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        ref={ref}
        id={id}
        dir="auto"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={message === null ? undefined : messageId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {message !== null && (
        <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : 'status'}>
          {message}
        </Message>
      )}
    </Field>
  );
}
