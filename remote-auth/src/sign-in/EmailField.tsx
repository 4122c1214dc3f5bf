import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, Label } from '../ui/fields';

interface Props {
  value: string;
  onChange: (email: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The address of the password forms, labelled on screen. `autocomplete="username"` pairs it with the password
 * for password managers, which is what they file it under.
 */
export function EmailField({ value, onChange, ref }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t('auth.signIn.emailLabel', 'E-mail address')}</Label>
      <Input
        ref={ref}
        id={id}
        data-testid="login-email"
        type="email"
        autoComplete="username"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </Field>
  );
}
