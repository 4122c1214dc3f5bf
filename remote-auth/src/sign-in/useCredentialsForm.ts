import { isValidSignInEmail } from '@quire/shared';
import { useEffect, useRef, type RefObject, type SubmitEvent } from 'react';
import { useSignInAttempt, type SignInAttempt } from './useSignInAttempt';

export interface CredentialsForm {
  email: string;
  onEmailChange: (email: string) => void;
  attempt: SignInAttempt;
  emailInput: RefObject<HTMLInputElement | null>;
  passwordInput: RefObject<HTMLInputElement | null>;
  /**
   * The form's submit handler around `send`: nothing while a request runs or a rate limit's wait lasts; an
   * invalid address, or an empty password where the form has one, is told (and focused) before anything is sent.
   */
  submit: (event: SubmitEvent<HTMLFormElement>, send: () => Promise<void>) => void;
}

interface Options {
  email: string;
  onEmailChange: (email: string) => void;
  /** Undefined on a form without a password. */
  password?: string;
  /** False while the step shows something else (the mail was sent); default true. */
  shown?: boolean;
}

/**
 * The state the password steps (sign in, create an account, reset) share: the address, the step's attempt, the
 * inputs and the checks before a request. While shown, the first field left to fill has the focus: the address
 * usually came along from the e-mail link form, and then the password is what is left to type.
 */
export function useCredentialsForm({
  email,
  onEmailChange,
  password,
  shown = true,
}: Options): CredentialsForm {
  const attempt = useSignInAttempt();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!shown) return;
    const addressTyped = emailInput.current !== null && emailInput.current.value !== '';
    (addressTyped && passwordInput.current !== null ? passwordInput : emailInput).current?.focus();
  }, [shown]);

  const submit = (event: SubmitEvent<HTMLFormElement>, send: () => Promise<void>) => {
    event.preventDefault();
    if (attempt.busy || attempt.waiting) return;
    if (!isValidSignInEmail(email.trim())) {
      attempt.report({ kind: 'invalidEmail' });
      emailInput.current?.focus();
      return;
    }
    if (password === '') {
      attempt.report({ kind: 'passwordMissing' });
      passwordInput.current?.focus();
      return;
    }
    void send();
  };

  return { email, onEmailChange, attempt, emailInput, passwordInput, submit };
}
