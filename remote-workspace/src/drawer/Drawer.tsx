import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Aside = styled.aside`
  position: relative;
  flex: none;
  height: 100%;
  overflow: hidden;
  border-right: 1px solid var(--quire-border);
  background: var(--quire-surface);
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  width: 6px;
  height: 100%;
  cursor: col-resize;
  touch-action: none;

  &:hover,
  &:focus-visible {
    background: var(--quire-primary);
    opacity: 0.4;
  }
`;

export interface DrawerProps {
  open: boolean;
  width: number;
  onResize: (width: number) => void;
  children: ReactNode;
}

/** The left drawer holding the sidebar; its right edge drags to resize (pointer) or steps with the arrow keys. */
export function Drawer({ open, width, onResize, children }: DrawerProps) {
  const { t } = useTranslation();
  const asideRef = useRef<HTMLElement>(null);
  if (!open) return null;
  const left = () => asideRef.current?.getBoundingClientRect().left ?? 0;
  return (
    <Aside ref={asideRef} data-testid="drawer" style={{ width }}>
      {children}
      <Handle
        data-testid="drawer-resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-valuenow={width}
        aria-label={t('workspace.drawer.resize', 'Resize the sidebar')}
        tabIndex={0}
        onPointerDown={(event) => {
          event.preventDefault();
          const onMove = (move: PointerEvent) => {
            onResize(move.clientX - left());
          };
          const onUp = () => {
            window.removeEventListener('pointermove', onMove);
            window.removeEventListener('pointerup', onUp);
          };
          window.addEventListener('pointermove', onMove);
          window.addEventListener('pointerup', onUp);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') onResize(width - 16);
          if (event.key === 'ArrowRight') onResize(width + 16);
        }}
      />
    </Aside>
  );
}
