import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './PlaceholderScreen';

/** `/auth/callback` (RT-11), where a sign-in returns, until accounts exist. */
export function AuthCallback() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen testId="auth-callback-page" title={t('auth.callback.title', 'Finishing sign-in')}>
      <p>
        {t(
          'auth.callback.body',
          'This is where a sign-in link or provider returns. Sign-in is not available on this server yet, so there is nothing to finish: it arrives with accounts.',
        )}
      </p>
    </PlaceholderScreen>
  );
}
