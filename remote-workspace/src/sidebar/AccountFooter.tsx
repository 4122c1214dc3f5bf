import { Button, signOut, useCurrentUser } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PasswordButton } from '../account/PasswordButton';

const Footer = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-top: 1px solid var(--quire-border);

  & > button {
    flex: none;
    white-space: nowrap;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: 13px;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Secondary = styled.span`
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

/** Who is signed in, from the profile: name and e-mail, or what is happening to them. */
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

/** Always visible (never behind a menu): the signed-in user and Sign out. */
export function AccountFooter() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Footer data-testid="account-footer">
      <AccountSummary />
      <PasswordButton />
      <Button
        size="small"
        data-testid="sign-out"
        loading={signingOut}
        onClick={() => {
          setSigningOut(true);
          // The session ends even when the auth service cannot be reached; the frame then unmounts.
          void signOut().finally(() => {
            setSigningOut(false);
          });
        }}
      >
        {t('workspace.account.signOut', 'Sign out')}
      </Button>
    </Footer>
  );
}
