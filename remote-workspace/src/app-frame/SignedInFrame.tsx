import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Frame = styled.section`
  max-width: 560px;
  margin: 10vh auto 0;
`;

/** Signed in: the frame, honest about what is not there yet. */
export function SignedInFrame() {
  const { t } = useTranslation();
  return (
    <Frame data-testid="workspace-frame">
      <h1>{t('workspace.frame.title', 'Your workspace')}</h1>
      <p>
        {t(
          'workspace.frame.body',
          'The page tree, the editor and databases arrive with the workspace release; there is nothing to open here yet.',
        )}
      </p>
    </Frame>
  );
}
