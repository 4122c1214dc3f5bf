import { useId, type Ref } from 'react';
import { Field, Hint, Input, Label } from '../ui/fields';

interface Props {
  label: string;
  /** `current-password` to sign in, `new-password` to choose one (password managers offer to generate it). */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (password: string) => void;
  invalid: boolean;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ label, autoComplete, value, onChange, invalid, hint, ref }: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        data-testid="login-password"
        type="password"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={invalid}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
