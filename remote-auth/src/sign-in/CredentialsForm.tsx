import { Button } from '@quire/shared';
import { useId, type ReactNode } from 'react';
import { Form, StepTitle } from '../ui/fields';
import { EmailField } from './EmailField';
import { ProblemMessage } from './ProblemMessage';
import type { CredentialsForm as FormState } from './useCredentialsForm';

/** What every password step gets from the sign-in form: the address (kept across steps) and the target. */
export interface CredentialsStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The address to come back to after signing in, read when the request is sent. */
  redirectTo: () => string;
}

interface Props {
  form: FormState;
  /** The step's name, which also names the form for assistive technology. */
  title: string;
  /** What the step does, above the address. */
  intro?: ReactNode;
  /** The fields after the address (the password). */
  children?: ReactNode;
  submitLabel: string;
  submitTestId: string;
  /** The step's request, sent once the address (and the password) pass the form's checks. */
  send: () => Promise<void>;
  /** The ways to another step, under the submit button. */
  actions: ReactNode;
}

/**
 * The scaffold of the password steps: a named form with the address, the step's own fields, the step's problem
 * and its submit button, which shows the request running and stays off while a rate limit's wait lasts.
 */
export function CredentialsForm(props: Props) {
  const { form } = props;
  const titleId = useId();
  return (
    <Form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        form.submit(event, props.send);
      }}
    >
      <StepTitle id={titleId}>{props.title}</StepTitle>
      {props.intro}
      <EmailField ref={form.emailInput} value={form.email} onChange={form.onEmailChange} />
      {props.children}
      <ProblemMessage
        key={form.attempt.problemKey}
        testId="login-password-problem"
        problem={form.attempt.problem}
      />
      <Button
        data-testid={props.submitTestId}
        type="submit"
        variant="primary"
        loading={form.attempt.busy}
        disabled={form.attempt.waiting}
      >
        {props.submitLabel}
      </Button>
      {props.actions}
    </Form>
  );
}
