import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Aside = styled.aside`
  position: fixed;
  z-index: 20;
  top: 0;
  bottom: 0;
  left: 0;
  border-right: 1px solid var(--quire-border);
  background: var(--quire-surface);
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: -3px;
  width: 6px;
  height: 100%;
  cursor: col-resize;
  touch-action: none;
  &:hover,
  &:focus-visible {
    background: var(--quire-primary);
    opacity: 0.4;
    outline: none;
  }
`;

/** How far one arrow key moves the drawer's edge. */
const KEY_STEP = 16;

interface Props {
  width: number;
  onResize: (width: number) => void;
  children: ReactNode;
}

/**
 * The desktop's left drawer holding the page tree (PUB-16): its right edge drags to resize, or steps with the
 * arrow keys; the width rules and the saved width are shared's `useDrawer` (ST-06..10).
 */
export function PublishDrawer({ width, onResize, children }: Props) {
  const { t } = useTranslation();
  return (
    <Aside data-testid="publish-drawer" style={{ width }}>
      {children}
      <Handle
        data-testid="publish-drawer-handle"
        role="separator"
        aria-orientation="vertical"
        aria-valuenow={width}
        aria-label={t('publish.drawer.resize', 'Resize the sidebar')}
        tabIndex={0}
        onPointerDown={(event) => {
          event.preventDefault();
          // The drawer starts at the window's left edge: the pointer's x is the width asked for.
          const onMove = (move: PointerEvent) => {
            onResize(move.clientX);
          };
          const onUp = () => {
            window.removeEventListener('pointermove', onMove);
            window.removeEventListener('pointerup', onUp);
          };
          window.addEventListener('pointermove', onMove);
          window.addEventListener('pointerup', onUp);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') onResize(width - KEY_STEP);
          if (event.key === 'ArrowRight') onResize(width + KEY_STEP);
        }}
      />
    </Aside>
  );
}
