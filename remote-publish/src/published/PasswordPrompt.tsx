import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PasswordProblem } from './usePublishedPage';

const Form = styled.form`
  max-width: 420px;
  margin: 10vh auto 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Input = styled.input`
  padding: 8px 12px;
  border: 1px solid var(--quire-border);
  border-radius: 8px;
  font: inherit;
`;

const Submit = styled.button`
  padding: 8px 12px;
  border: none;
  border-radius: 8px;
  background: var(--quire-primary);
  color: var(--quire-on-primary);
  font-weight: 600;
  cursor: pointer;
`;

const Problem = styled.p`
  color: var(--quire-error);
  margin: 0;
`;

interface Props {
  problem: PasswordProblem;
  checking: boolean;
  onSubmit: (password: string) => void;
}

/** A protected page asks for its password (the server answered InvalidPassword); a wrong one says so. */
export function PasswordPrompt({ problem, checking, onSubmit }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const inputId = useId();
  const problemId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== '' && !checking) onSubmit(password);
  };
  return (
    <Form data-testid="publish-password" onSubmit={submit} aria-busy={checking}>
      <h1>{t('publish.password.title', 'This page is protected')}</h1>
      <p>{t('publish.password.body', 'Enter the password to read it.')}</p>
      <label htmlFor={inputId}>{t('publish.password.label', 'Password')}</label>
      <Input
        id={inputId}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        aria-invalid={problem !== 'none'}
        aria-describedby={problem === 'none' ? undefined : problemId}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      {problem !== 'none' && (
        <Problem id={problemId} role="alert" data-testid="publish-password-problem">
          {problem === 'wrong'
            ? t('publish.password.wrong', 'That password is not right.')
            : t('refusal.rateLimited', 'Too many attempts. Wait a moment, then try again.')}
        </Problem>
      )}
      <Submit type="submit" disabled={checking || password === ''}>
        {t('publish.password.submit', 'Open the page')}
      </Submit>
    </Form>
  );
}
