import { DrawerResizeHandle } from '@quire/shared';
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
      <DrawerResizeHandle
        data-testid="drawer-resize-handle"
        width={width}
        onResize={onResize}
        label={t('workspace.drawer.resize', 'Resize the sidebar')}
        left={left}
      />
    </Aside>
  );
}
