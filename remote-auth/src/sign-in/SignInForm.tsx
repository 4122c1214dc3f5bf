import { getRuntimeConfig } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmailSignIn } from './EmailSignIn';
import { ProviderButtons } from './ProviderButtons';
import { useAuthSettings } from './useAuthSettings';

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

  a {
    color: var(--quire-primary);
  }
`;

interface Props {
  /** The address to come back to after signing in, read when a sign-in starts. */
  redirectTo: () => string;
}

/** The sign-in form shared by the login dialog and the /login page (spec 000 §2, LOG-03..11). */
export function SignInForm({ redirectTo }: Props) {
  const { t } = useTranslation();
  const settings = useAuthSettings();
  // Each deployment names its own terms, policy and website (QUIRE_TERMS_URL, …) through /config.json.
  const { links } = getRuntimeConfig();
  const anyProvider = settings !== null && Object.values(settings.providers).some(Boolean);
  return (
    <Stack>
      <EmailSignIn redirectTo={redirectTo} />
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
