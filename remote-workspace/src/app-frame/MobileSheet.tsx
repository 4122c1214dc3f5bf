import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Sheet = styled.div`
  position: fixed;
  z-index: 40;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: var(--quire-background);
`;

const Close = styled.button.attrs({ type: 'button' })`
  align-self: flex-end;
  margin: 8px;
  padding: 4px 10px;
  border: none;
  background: transparent;
  font-size: 20px;
  cursor: pointer;
`;

/** On phones and tablets there is no drawer (spec 000 §2): the sidebar opens over the page, full screen. */
export function MobileSheet({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Sheet
      data-testid="mobile-sidebar"
      role="dialog"
      aria-modal="true"
      aria-label={t('workspace.sidebar.label', 'Sidebar')}
    >
      <Close aria-label={t('workspace.drawer.close', 'Close the sidebar')} onClick={onClose}>
        ×
      </Close>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </Sheet>
  );
}
