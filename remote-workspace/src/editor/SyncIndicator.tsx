import type { DocumentSync, SyncStatus } from '@quire/shared';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Quiet = styled.span`
  font-size: 12px;
  color: var(--quire-text-secondary);
`;

function labelOf(t: TFunction, status: SyncStatus): string {
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
}

/**
 * A quiet word on where the document stands with the server: never a toast per retry. The status changes
 * two or three times a keystroke, so it is written into the element as it changes instead of rendered: a
 * React commit while the editor has the focus makes React measure the selection, walking every text node of
 * the document up to the caret (3 commits a key cost ~10 ms at 5,000 blocks, issue 9).
 */
export function SyncIndicator({ sync }: { sync: DocumentSync | null }) {
  const { t } = useTranslation();
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // The words are looked up once per language, not on each of a keystroke's status changes.
    const labels = new Map<SyncStatus, string>();
    let shownStatus: SyncStatus | null = null;
    const show = () => {
      const status = sync?.getStatus() ?? 'loading';
      const shown = element.current;
      if (shown === null || status === shownStatus) return;
      shownStatus = status;
      shown.dataset.status = status;
      // Unsynced and syncing read the same: the text node is left alone (no relayout, no live-region
      // announcement twice a key).
      let label = labels.get(status);
      if (label === undefined) {
        label = labelOf(t, status);
        labels.set(status, label);
      }
      // Its one text node is changed in place rather than replaced (Saved and Saving… alternate twice a key).
      const text = shown.firstChild;
      if (text instanceof Text && label !== '') {
        if (text.data !== label) text.data = label;
      } else if (shown.textContent !== label) shown.textContent = label;
    };
    show();
    return sync?.subscribe(show);
  }, [sync, t]);
  return <Quiet ref={element} data-testid="document-sync-status" role="status" aria-live="polite" />;
}
