import { getRuntimeConfig } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CreateAccount } from './CreateAccount';
import { EmailSignIn } from './EmailSignIn';
import { PasswordSignIn } from './PasswordSignIn';
import { ProviderButtons } from './ProviderButtons';
import { ResetPassword } from './ResetPassword';
import { useAuthSettings } from './useAuthSettings';
import { usePasswordSignIn } from './usePasswordSignIn';

/** Which e-mail sign-in is on screen; all but 'link' only while the server has passwords on. */
type Mode = 'link' | 'password' | 'create-account' | 'reset-password';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--quire-text-secondary);
  font-size: 13px;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--quire-border);
  }
`;

const Small = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 12px;
  text-align: center;

  /* The primary colour on the light theme's white is 2.2:1, too faint for text: links keep the text's colour. */
  a {
    color: inherit;
    text-decoration: underline;
  }

  a:hover {
    color: var(--quire-text);
  }
`;

interface Props {
  /** The address to come back to after signing in, read when a sign-in starts. */
  redirectTo: () => string;
}

/**
 * The sign-in form shared by the login dialog and the /login page (spec 000 §2, LOG-03..11): the e-mail link
 * (with the mail's code), and when the server has them on, passwords — sign in, create an account, reset.
 */
export function SignInForm({ redirectTo }: Props) {
  const { t } = useTranslation();
  const settings = useAuthSettings();
  const passwords = usePasswordSignIn();
  const [mode, setMode] = useState<Mode>('link');
  // One address across the modes: switching to the password form keeps what was typed.
  const [email, setEmail] = useState('');
  // Each deployment names its own terms, policy and website (QUIRE_TERMS_URL, …) through /config.json.
  const { links } = getRuntimeConfig();
  const anyProvider = settings !== null && Object.values(settings.providers).some(Boolean);
  const shown: Mode = passwords ? mode : 'link';
  const emailProps = { email, onEmailChange: setEmail, redirectTo };

  const form = () => {
    switch (shown) {
      case 'link':
        return (
          <EmailSignIn
            {...emailProps}
            onUsePassword={
              passwords
                ? () => {
                    setMode('password');
                  }
                : undefined
            }
          />
        );
      case 'password':
        return (
          <PasswordSignIn
            {...emailProps}
            onForgotPassword={() => {
              setMode('reset-password');
            }}
            onCreateAccount={() => {
              setMode('create-account');
            }}
            onUseLink={() => {
              setMode('link');
            }}
          />
        );
      case 'create-account':
        return (
          <CreateAccount
            {...emailProps}
            onHaveAccount={() => {
              setMode('password');
            }}
          />
        );
      case 'reset-password':
        return (
          <ResetPassword
            {...emailProps}
            onBack={() => {
              setMode('password');
            }}
          />
        );
    }
  };

  return (
    <Stack>
      {form()}
      {anyProvider && (
        <>
          <Divider role="separator">{t('auth.loginDialog.or', 'or')}</Divider>
          <ProviderButtons settings={settings} redirectTo={redirectTo} />
        </>
      )}
      <Small>
        <a href={links.terms} target="_blank" rel="noreferrer">
          {t('auth.loginDialog.terms', 'Terms of use')}
        </a>
        {' · '}
        <a href={links.privacy} target="_blank" rel="noreferrer">
          {t('auth.loginDialog.privacy', 'Privacy policy')}
        </a>
      </Small>
      <Small>
        <a href={links.website} target="_blank" rel="noreferrer">
          {t('auth.loginDialog.visitWebsite', 'Visit our website')}
        </a>
      </Small>
    </Stack>
  );
}
