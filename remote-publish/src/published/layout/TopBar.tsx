import { FrameTopBar } from '@quire/shared/render';
import type { ReactNode } from 'react';

interface Props {
  /** The sidebar toggle (desktop) or the sheet's button (mobile). */
  start: ReactNode;
  breadcrumb: ReactNode;
  actions: ReactNode;
  mobile: boolean;
}

/**
 * The published page's sticky top bar (PUB-11), on desktop and, as the mobile top bar, on phones (PUB-19): the
 * frame's bar the server draws too; the right-hand menu's place is empty until the page has rendered (PUB-15).
 */
export function TopBar({ start, breadcrumb, actions, mobile }: Props) {
  return (
    <FrameTopBar
      data-testid="publish-top-bar"
      mobile={mobile}
      start={start}
      breadcrumb={breadcrumb}
      actions={actions}
      actionsProps={{ 'data-testid': 'publish-top-bar-actions' }}
    />
  );
}
