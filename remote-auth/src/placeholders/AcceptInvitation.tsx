import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './PlaceholderScreen';

/** `/accept-invitation` (RT-06) until accounts and workspace members exist. */
export function AcceptInvitation() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen
      testId="accept-invitation-page"
      title={t('auth.invitation.title', 'Accept an invitation')}
    >
      <p>
        {t(
          'auth.invitation.body',
          'This page accepts an invitation to join a workspace. Invitations are not available on this server yet: they arrive with accounts and workspace members.',
        )}
      </p>
    </PlaceholderScreen>
  );
}
