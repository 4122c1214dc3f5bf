import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import {
  POPOVER_EDGE,
  POPOVER_MAX_HEIGHT,
  POPOVER_TRANSITION_MS,
  POPOVER_WIDTH,
  TOP_BAR_HEIGHT,
} from './constants';
import { IconButton } from './IconButton';
import { useHoverPopover } from './useHoverPopover';

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateX(-8px);
  }
`;

const Popover = styled.div`
  position: fixed;
  z-index: 30;
  top: ${TOP_BAR_HEIGHT}px;
  left: ${POPOVER_EDGE}px;
  width: ${POPOVER_WIDTH}px;
  max-height: min(${POPOVER_MAX_HEIGHT}px, calc(100vh - ${TOP_BAR_HEIGHT + POPOVER_EDGE}px));
  overflow-y: auto;
  padding: 8px;
  border: 1px solid var(--quire-border);
  border-radius: 8px;
  background: var(--quire-surface-raised);
  box-shadow: var(--quire-shadow-popover);
  animation: ${slideIn} ${POPOVER_TRANSITION_MS}ms ease;
`;

interface Props {
  drawerOpen: boolean;
  onToggle: () => void;
  /** The page tree shown in the hover popover while the drawer is closed; undefined while it loads. */
  outline: ReactNode;
}

/**
 * The top bar's sidebar toggle (PUB-12): a click opens or closes the drawer; with the drawer closed, hovering
 * it previews the page tree in a popover (PUB-13), which stays open while the pointer is over it.
 */
export function SidebarToggle({ drawerOpen, onToggle, outline }: Props) {
  const { t } = useTranslation();
  const popover = useHoverPopover(!drawerOpen && outline !== undefined);
  return (
    <>
      <IconButton
        data-testid="publish-sidebar-toggle"
        aria-pressed={drawerOpen}
        aria-label={
          drawerOpen
            ? t('publish.drawer.close', 'Close the sidebar')
            : t('publish.drawer.open', 'Open the sidebar')
        }
        onMouseEnter={popover.onMouseEnter}
        onMouseLeave={popover.onMouseLeave}
        onClick={() => {
          popover.close();
          onToggle();
        }}
      >
        {drawerOpen ? '«' : '☰'}
      </IconButton>
      {popover.open && (
        <Popover
          data-testid="publish-outline-popover"
          onMouseEnter={popover.onMouseEnter}
          onMouseLeave={popover.onMouseLeave}
        >
          {outline}
        </Popover>
      )}
    </>
  );
}
