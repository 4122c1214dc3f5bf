import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { SidebarPanel } from './SidebarPanel';

const Sheet = styled.div`
  position: fixed;
  z-index: 40;
  inset: 0;
  background: var(--quire-background);
`;

/** On phones and tablets the page tree opens over the page, full screen, from the top bar (PUB-20: no drawer). */
export function MobileSheet({ outline, onClose }: { outline: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <Sheet
      data-testid="publish-mobile-sheet"
      role="dialog"
      aria-modal="true"
      aria-label={t('publish.outline', 'Published pages')}
    >
      <SidebarPanel
        outline={outline}
        action={
          <IconButton aria-label={t('publish.drawer.close', 'Close the sidebar')} onClick={onClose}>
            ×
          </IconButton>
        }
      />
    </Sheet>
  );
}
