import { BuildLabel, useDrawer } from '@quire/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';
import { Breadcrumb } from './layout/Breadcrumb';
import { THUMBNAIL_SCALE } from './layout/constants';
import type { Crumb } from './layout/crumbs';
import { IconButton } from './layout/IconButton';
import { MobileSheet } from './layout/MobileSheet';
import type { PageQuery } from './layout/pageQuery';
import { PublishDrawer } from './layout/PublishDrawer';
import { SidebarPanel } from './layout/SidebarPanel';
import { SidebarToggle } from './layout/SidebarToggle';
import { TopBar } from './layout/TopBar';
import { useMobileLayout } from './layout/useMobileLayout';

const Root = styled.div`
  min-height: 100vh;
  &[data-thumbnail='true'] {
    width: ${100 / THUMBNAIL_SCALE}%;
    transform: scale(${THUMBNAIL_SCALE});
    transform-origin: top left;
    pointer-events: none;
    user-select: none;
  }
`;

// The content shifts right by the drawer's width (PUB-17).
const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100vh;
  transition: margin-left 0.2s ease;
`;

// Spec 000 §9: page content at most 988 px wide.
const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 988px;
  margin: 0 auto;
  padding: 48px 24px;
  &[data-mobile='true'] {
    padding: 24px 16px;
  }
`;

const Footer = styled.footer`
  width: 100%;
  max-width: 988px;
  margin: 0 auto;
  padding: 0 24px 24px;
`;

interface Props {
  /** The test id publish-page carries it: loading, password, loaded, not-found. */
  state: string;
  /** The page tree (drawer, popover, phone sheet); undefined while it loads or when it failed. */
  outline?: ReactNode;
  /** The breadcrumb's trail; undefined before the page's meta is known. */
  crumbs?: readonly Crumb[];
  /** The right-hand menu; given once the page has rendered (PUB-15). */
  actions?: ReactNode;
  /** template / thumbnail of the address; the error screens go without. */
  query?: Pick<PageQuery, 'template' | 'thumbnail'>;
  children: ReactNode;
}

/**
 * The published page's frame around every state (test id publish-page). Desktop: a sticky top bar with the
 * sidebar toggle, the breadcrumb and the right-hand menu, and a resizable drawer with the page tree the content
 * moves aside for. Phones and tablets (by user agent, PUB-18): the mobile top bar, the page tree in a
 * full-screen sheet, no drawer and no hover. Template mode: neither bar nor drawer; thumbnail: a third of the
 * size, not interactive (PUB-02, PUB-04, PUB-05). Without an outline (error screens) there is no bar at all.
 */
export function PublishFrame({ state, outline, crumbs, actions, query, children }: Props) {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const drawer = useDrawer();
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
  }, []);
  const bare = query?.template === true || state === 'not-found';
  const thumbnail = query?.thumbnail === true;
  const drawerShown = !bare && !mobile && drawer.open;

  const breadcrumb = crumbs === undefined ? null : <Breadcrumb crumbs={crumbs} mobile={mobile} />;
  const start = mobile ? (
    <IconButton
      data-testid="publish-sidebar-toggle"
      aria-label={t('publish.drawer.open', 'Open the sidebar')}
      aria-expanded={sheetOpen}
      disabled={outline === undefined}
      onClick={() => {
        setSheetOpen(true);
      }}
    >
      ☰
    </IconButton>
  ) : (
    <SidebarToggle drawerOpen={drawer.open} onToggle={drawer.toggle} outline={outline} />
  );

  return (
    <Root
      data-testid="publish-page"
      data-state={state}
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-thumbnail={thumbnail ? 'true' : undefined}
      inert={thumbnail}
    >
      {drawerShown && (
        <PublishDrawer width={drawer.width} onResize={drawer.resize}>
          <SidebarPanel outline={outline} />
        </PublishDrawer>
      )}
      {mobile && sheetOpen && <MobileSheet outline={outline} onClose={closeSheet} />}
      <Column data-testid="publish-column" style={{ marginLeft: drawerShown ? drawer.width : 0 }}>
        {!bare && <TopBar mobile={mobile} start={start} breadcrumb={breadcrumb} actions={actions} />}
        <Content data-mobile={mobile}>{children}</Content>
        <Footer>
          <BuildLabel {...BUILD_INFO} />
        </Footer>
      </Column>
    </Root>
  );
}
