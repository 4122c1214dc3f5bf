import { Button, notify, signInWithProvider, type AuthProvider, type AuthSettings } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Google and Apple are offered at once; GitHub and Discord behind 'more options' (LOG-06..08). */
const MAIN: readonly AuthProvider[] = ['google', 'apple'];
const MORE: readonly AuthProvider[] = ['github', 'discord'];

function useProviderLabel() {
  const { t } = useTranslation();
  return (provider: AuthProvider): string => {
    switch (provider) {
      case 'google':
        return t('auth.loginDialog.google', 'Continue with Google');
      case 'apple':
        return t('auth.loginDialog.apple', 'Continue with Apple');
      case 'github':
        return t('auth.loginDialog.github', 'Continue with GitHub');
      case 'discord':
        return t('auth.loginDialog.discord', 'Continue with Discord');
    }
  };
}

interface Props {
  settings: AuthSettings;
  redirectTo: () => string;
}

/** The third-party sign-ins the server has configured; the others are not shown. */
export function ProviderButtons({ settings, redirectTo }: Props) {
  const { t } = useTranslation();
  const label = useProviderLabel();
  const [expanded, setExpanded] = useState(false);
  const main = MAIN.filter((provider) => settings.providers[provider]);
  const more = MORE.filter((provider) => settings.providers[provider]);

  const button = (provider: AuthProvider) => (
    <Button
      key={provider}
      data-testid={`login-provider-${provider}`}
      onClick={() => {
        try {
          signInWithProvider(provider, redirectTo());
        } catch (error) {
          console.error('Sign-in with a provider could not start', error);
          notify.error(t('web.signInError', 'Sign-in failed. Please try again.'));
        }
      }}
    >
      {label(provider)}
    </Button>
  );

  return (
    <Column>
      {main.map(button)}
      {more.length > 0 &&
        (expanded ? (
          more.map(button)
        ) : (
          <Button
            variant="ghost"
            data-testid="login-more-options"
            aria-expanded={false}
            onClick={() => {
              setExpanded(true);
            }}
          >
            {t('auth.loginDialog.moreOptions', 'More options')}
          </Button>
        ))}
    </Column>
  );
}
