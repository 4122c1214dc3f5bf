import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TOP_BAR_HEIGHT } from './constants';

const Bar = styled.header`
  position: sticky;
  z-index: 10;
  top: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 12px;
  background: var(--quire-background);
  border-bottom: 1px solid var(--quire-border);
`;

const Middle = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

/** The right-hand menu's place (the actions); empty until the page has rendered (PUB-15). */
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 4px;
`;

interface Props {
  /** The sidebar toggle (desktop) or the sheet's button (mobile). */
  start: ReactNode;
  breadcrumb: ReactNode;
  actions: ReactNode;
  mobile: boolean;
}

/** The published page's sticky top bar (PUB-11), on desktop and, as the mobile top bar, on phones (PUB-19). */
export function TopBar({ start, breadcrumb, actions, mobile }: Props) {
  return (
    <Bar data-testid="publish-top-bar" data-variant={mobile ? 'mobile' : 'desktop'}>
      {start}
      <Middle>{breadcrumb}</Middle>
      <Actions data-testid="publish-top-bar-actions">{actions}</Actions>
    </Bar>
  );
}
