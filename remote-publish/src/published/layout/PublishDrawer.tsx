import { DrawerResizeHandle } from '@quire/shared';
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

// The drawer starts at the window's left edge: the pointer's x is the width asked for.
const Handle = styled(DrawerResizeHandle)`
  right: -3px;
`;

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
        width={width}
        onResize={onResize}
        label={t('publish.drawer.resize', 'Resize the sidebar')}
      />
    </Aside>
  );
}
