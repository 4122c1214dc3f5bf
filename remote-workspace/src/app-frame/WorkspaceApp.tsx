import {
  BuildLabel,
  readI18nInstanceId,
  selectIsSignedIn,
  SHARED_INSTANCE_ID,
  useAppSelector,
} from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';
import { SignedInFrame } from './SignedInFrame';
import { SignInPrompt } from './SignInPrompt';

const Root = styled.div`
  min-height: 100vh;
  padding: 48px 24px;
`;

/**
 * `/app/*` (RT-09). Until the workspace release it is the app frame only: a sign-in prompt, or for a
 * signed-in user a frame that says what is coming. The instance ids (of the @quire/shared module and of the
 * i18n instance react-i18next hands this remote) let a browser test prove both are the page's only ones.
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
      {signedIn ? <SignedInFrame /> : <SignInPrompt />}
      <BuildLabel {...BUILD_INFO} />
    </Root>
  );
}
