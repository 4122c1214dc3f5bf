import type { ClipboardEvent, Ref } from 'react';
import styled from 'styled-components';
import { Input } from '../ui/fields';

export const CODE_LENGTH = 6;

/** The digits of what was typed or pasted ('123 456', '123-456', full-width digits), at most six. */
export function codeDigits(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '').slice(0, CODE_LENGTH);
}

const Wide = styled(Input)`
  height: 48px;
  font-size: 22px;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.3em;
  text-align: center;
`;

interface Props {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit code of a sign-in mail: numeric keypad on phones, the code offered by the phone's keyboard from the
 * mail (`one-time-code`). A pasted code replaces the field, whatever surrounds it, so pasting the whole code works
 * even into a half-typed one; there is no `maxLength`, which would cut a pasted '123 456' before it is cleaned.
 */
export function CodeInput({ id, value, onChange, invalid, describedBy, ref }: Props) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = codeDigits(event.clipboardData.getData('text'));
    if (pasted.length !== CODE_LENGTH) return;
    event.preventDefault();
    onChange(pasted);
  };
  return (
    <Wide
      ref={ref}
      id={id}
      data-testid="login-code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onPaste={paste}
      onChange={(event) => {
        onChange(codeDigits(event.target.value));
      }}
    />
  );
}
