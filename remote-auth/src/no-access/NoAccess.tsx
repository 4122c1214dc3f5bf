import {
  BuildLabel,
  Button,
  notify,
  resolveRedirectTarget,
  uiActions,
  useAppDispatch,
  useCurrentUser,
} from '@quire/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';
import { MessageActions, MessageScreen } from '../ui/MessageScreen';

const Inline = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  /* Underlined in the text's colour: the primary colour on the light theme's white is too faint for text. */
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The no-access screen of spec 000 §2 (LOG-25..30). A signed-in user is named by the e-mail of their
 * profile; until it has loaded (or if it cannot be), the hint goes without it.
 */
export function NoAccess() {
  const { t } = useTranslation();
  const { signedIn, user } = useCurrentUser();
  const email = user?.email ?? null;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Sent here from a page (`?redirectTo=`, a path on this origin): signing in goes back there, not here.
  const from = useSearchParams()[0].get('redirectTo');
  const openLogin = () => {
    const redirectTo =
      from === null
        ? window.location.href
        : new URL(resolveRedirectTarget(from), window.location.origin).href;
    dispatch(uiActions.openLoginDialog({ redirectTo }));
  };
  const login = <Inline type="button" onClick={openLogin} />;

  return (
    <MessageScreen data-testid="no-access-page">
      <h1>{t('auth.noAccess.title', 'No access to visit this page')}</h1>
      {signedIn ? (
        <div data-testid="no-access-known-user">
          <p>
            {email !== null ? (
              <Trans
                i18nKey="auth.noAccess.signedInAs"
                defaults="You are signed in as {{email}}. <login>Sign in with another account</login>"
                values={{ email }}
                components={{ login }}
              />
            ) : (
              <Trans
                i18nKey="auth.noAccess.signedIn"
                defaults="You are signed in. <login>Sign in with another account</login>"
                components={{ login }}
              />
            )}
          </p>
          <p>{t('auth.noAccess.askOwner', 'Ask the owner of this page to give you access.')}</p>
        </div>
      ) : (
        <p data-testid="no-access-signed-out">
          <Trans
            i18nKey="auth.noAccess.signedOut"
            defaults="You are currently not logged in. <login>Click here</login> to login."
            components={{ login }}
          />
        </p>
      )}
      <MessageActions>
        <Button
          onClick={() => {
            notify.info(
              t('auth.noAccess.noApps', 'Desktop and mobile apps for this server are not available yet.'),
            );
          }}
        >
          {t('auth.noAccess.download', 'Download the app')}
        </Button>
        <Button
          onClick={() => {
            void navigate('/');
          }}
        >
          {t('auth.noAccess.backHome', 'Back to home')}
        </Button>
      </MessageActions>
      <BuildLabel {...BUILD_INFO} />
    </MessageScreen>
  );
}
