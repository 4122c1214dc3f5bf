import { Button, signOut, useCurrentUser } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Frame = styled.section`
  max-width: 560px;
  margin: 10vh auto 0;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 16px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Secondary = styled.span`
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

/** Who is signed in, from the profile: its name and e-mail, or what is happening to them. */
function AccountSummary() {
  const { t } = useTranslation();
  const { user, status, error, reload } = useCurrentUser();
  switch (status) {
    case 'idle':
    case 'loading':
      return <Secondary>{t('workspace.account.loading', 'Loading your account…')}</Secondary>;
    case 'failed':
      return (
        <Secondary role="alert">
          {t('workspace.account.failed', 'Your account could not be loaded: {{message}}', {
            message: error ?? '',
          })}{' '}
          <Button size="small" variant="ghost" onClick={reload}>
            {t('common.retry', 'Retry')}
          </Button>
        </Secondary>
      );
    case 'loaded': {
      const name = user?.name ?? null;
      const email = user?.email ?? null;
      return (
        <Who data-testid="workspace-user">
          <span>{name ?? email ?? ''}</span>
          {name !== null && email !== null && name !== email && <Secondary>{email}</Secondary>}
        </Who>
      );
    }
  }
}

/** Signed in: who, a way out, and honesty about what is not there yet. */
export function SignedInFrame() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Frame data-testid="workspace-frame">
      <h1>{t('workspace.frame.title', 'Your workspace')}</h1>
      <Account>
        <AccountSummary />
        <Button
          data-testid="sign-out"
          loading={signingOut}
          onClick={() => {
            setSigningOut(true);
            // The session ends even when the auth service cannot be reached; this frame then unmounts.
            void signOut().finally(() => {
              setSigningOut(false);
            });
          }}
        >
          {t('workspace.account.signOut', 'Sign out')}
        </Button>
      </Account>
      <p>
        {t(
          'workspace.frame.body',
          'The page tree, the editor and databases arrive with the workspace release; there is nothing to open here yet.',
        )}
      </p>
    </Frame>
  );
}
