import {
  BuildLabel,
  readI18nInstanceId,
  selectIsSignedIn,
  SHARED_INSTANCE_ID,
  useAppSelector,
} from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecoveryPasswordPrompt } from '../account/RecoveryPasswordPrompt';
import { BUILD_INFO } from '../build/buildInfo';
import { AppRoutes } from '../routing/AppRoutes';
import { SignInPrompt } from './SignInPrompt';

const Root = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
`;

/**
 * `/app/*` (RT-09): signed out, a sign-in prompt; signed in, the workspace routes (and, after a sign-in through a
 * password-recovery mail, the dialog for the new password). The instance ids (of the @quire/shared module and
 * of the i18n instance react-i18next hands this remote) let a browser test prove both are the page's only ones.
 */
export function WorkspaceApp() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { i18n } = useTranslation();
  return (
    <Root
      data-testid="workspace-app"
      data-shared-instance={SHARED_INSTANCE_ID}
      data-i18n-instance={readI18nInstanceId(i18n) ?? 'unstamped'}
    >
      {signedIn ? (
        <>
          <AppRoutes />
          <RecoveryPasswordPrompt />
        </>
      ) : (
        <SignInPrompt />
      )}
      <BuildLabel {...BUILD_INFO} />
    </Root>
  );
}
