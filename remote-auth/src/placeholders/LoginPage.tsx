import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './PlaceholderScreen';

/** `/login` (RT-02) until accounts exist. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen testId="login-page" title={t('auth.loginPage.title', 'Sign in to Quire')}>
      <p>
        {t(
          'auth.loginPage.body',
          'Sign-in is not available on this server yet: it arrives with accounts (e-mail link, Google, Apple, GitHub and Discord). Published pages can be read without signing in.',
        )}
      </p>
    </PlaceholderScreen>
  );
}
