import type { SyncStatus } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Quiet = styled.span`
  font-size: 12px;
  color: var(--quire-text-secondary);
`;

/** A quiet word on where the document stands with the server: never a toast per retry. */
export function SyncIndicator({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  const label = (() => {
    switch (status) {
      case 'loading':
        return '';
      case 'synced':
        return t('workspace.editor.synced', 'Saved');
      case 'unsynced':
      case 'syncing':
        return t('workspace.editor.saving', 'Saving…');
      case 'offline':
        return t('workspace.editor.offline', 'Offline: changes are kept on this device');
    }
  })();
  return (
    <Quiet data-testid="document-sync-status" data-status={status} role="status" aria-live="polite">
      {label}
    </Quiet>
  );
}
