import { Button, errorNameOf } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { refreshFolder, useFolder } from '../data';
import { failureMessage, failureReason } from './failureReason';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  color: var(--quire-text-secondary);

  & > p {
    margin: 0;
  }
`;

export interface FolderLoadFailureProps {
  workspaceId: string;
  /** What the folder was needed for, as a sentence: "The page could not be loaded." */
  what: string;
}

/**
 * A folder that could not be loaded, where the page, the sidebar or the frame needed it: what failed and why,
 * in the user's words (never the server's developer message), and a button that loads the folder again.
 */
export function FolderLoadFailure({ workspaceId, what }: FolderLoadFailureProps) {
  const { t } = useTranslation();
  const { errorCode } = useFolder(workspaceId);
  const why = failureReason(t, errorCode === null ? null : errorNameOf(errorCode));
  return (
    <Box data-testid="folder-load-failure">
      <p role="alert">{failureMessage(t, what, why)}</p>
      <Button
        size="small"
        onClick={() => {
          void refreshFolder(workspaceId);
        }}
      >
        {t('workspace.failure.tryAgain', 'Try again')}
      </Button>
    </Box>
  );
}
