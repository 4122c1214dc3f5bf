import { DrawerResizeHandle } from '@quire/shared';
import { FrameDrawer } from '@quire/shared/render';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
    <FrameDrawer data-testid="publish-drawer" width={width}>
      {children}
      <Handle
        data-testid="publish-drawer-handle"
        width={width}
        onResize={onResize}
        label={t('publish.drawer.resize', 'Resize the sidebar')}
      />
    </FrameDrawer>
  );
}
