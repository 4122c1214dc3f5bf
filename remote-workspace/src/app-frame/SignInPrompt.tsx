import { Button, uiActions, useAppDispatch } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Prompt = styled.section`
  max-width: 560px;
  margin: 10vh auto 0;
  text-align: center;
`;

/** Signed out: the workspace needs a session; the login dialog remembers this address (LOG-13). */
export function SignInPrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Prompt data-testid="workspace-sign-in">
      <h1>{t('workspace.signIn.title', 'Sign in to open your workspace')}</h1>
      <p>{t('workspace.signIn.body', 'Your pages, databases and chats live in your workspace.')}</p>
      <Button
        onClick={() => {
          dispatch(uiActions.openLoginDialog({ redirectTo: window.location.href }));
        }}
      >
        {t('workspace.signIn.button', 'Sign in')}
      </Button>
    </Prompt>
  );
}
