import { Button, uiActions, useAppDispatch, useCurrentUser } from '@quire/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountFooter } from '../sidebar/AccountFooter';

const Screen = styled.section`
  max-width: 480px;
  margin: 15vh auto 0;
  padding: 24px;
  text-align: center;

  h1 {
    margin: 0 0 12px;
    font-size: 22px;
  }

  p {
    margin: 0 0 12px;
    color: var(--quire-text-secondary);
  }
`;

const Footer = styled.div`
  margin-top: 32px;
  text-align: start;
`;

const Inline = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: var(--quire-text);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * `/app/{id}` of a workspace the user cannot open (unknown, foreign, malformed id): one screen that says so
 * and leads back to their own workspace, instead of a sidebar, a page and a breadcrumb each failing. The
 * account stays in sight (another account may be the one with access).
 */
export function NoWorkspaceAccess() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const email = user?.email ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const login = (
    <Inline
      type="button"
      onClick={() => {
        dispatch(uiActions.openLoginDialog({ redirectTo: window.location.href }));
      }}
    />
  );
  return (
    <Screen data-testid="workspace-no-access">
      <h1>{t('workspace.noAccess.title', 'No access to this workspace')}</h1>
      <p>
        {t(
          'workspace.noAccess.body',
          'It does not exist, or you are not one of its members. Ask its owner to invite you.',
        )}
      </p>
      {email !== '' && (
        <p>
          <Trans
            i18nKey="auth.noAccess.signedInAs"
            defaults="You are signed in as {{email}}. <login>Sign in with another account</login>"
            values={{ email }}
            components={{ login }}
          />
        </p>
      )}
      <Button
        variant="primary"
        onClick={() => {
          void navigate('/app');
        }}
      >
        {t('workspace.noAccess.home', 'Go to my workspace')}
      </Button>
      <Footer>
        <AccountFooter />
      </Footer>
    </Screen>
  );
}
