import {
  BuildLabel,
  getRuntimeConfig,
  loadPageFont,
  readDrawerOpen,
  readDrawerWidth,
  useDrawer,
  writeDrawerCookie,
} from '@quire/shared';
import { FrameColumn, FrameRoot, publishFrameStyles } from '@quire/shared/render';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_INFO } from '../build/buildInfo';
import { Breadcrumb } from './layout/Breadcrumb';
import type { Crumb } from './layout/crumbs';
import { IconButton } from './layout/IconButton';
import { MobileSheet } from './layout/MobileSheet';
import type { PageQuery } from './layout/pageQuery';
import { PublishDrawer } from './layout/PublishDrawer';
import { SidebarPanel } from './layout/SidebarPanel';
import { SidebarToggle } from './layout/SidebarToggle';
import { TopBar } from './layout/TopBar';
import { useMobileLayout } from './layout/useMobileLayout';

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
  /** The page's chosen font family, loaded from the font service once shown (AST-06). */
  font?: string | null;
  children: ReactNode;
}

/**
 * The published page's frame around every state (test id publish-page). Desktop: a sticky top bar with the
 * sidebar toggle, the breadcrumb and the right-hand menu, and a resizable drawer with the page tree the content
 * moves aside for. Phones and tablets (by user agent, PUB-18): the mobile top bar, the page tree in a
 * full-screen sheet, no drawer and no hover. Template mode: neither bar nor drawer; thumbnail: a third of the
 * size, not interactive (PUB-02, PUB-04, PUB-05). Without an outline (error screens) there is no bar at all.
 * The frame's elements and rules are shared's (`@quire/shared/render` frame), the ones the server's copy of the
 * page is drawn with, so taking the page over moves nothing.
 */
export function PublishFrame({ state, outline, crumbs, actions, query, font = null, children }: Props) {
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
  useEffect(() => {
    if (font !== null) loadPageFont(font, getRuntimeConfig().fontStylesheetUrl);
  }, [font]);
  // The drawer as the reader saved it (not an automatic close: the window's doing) goes in a cookie too, so
  // that the server draws its next copy of a page with the drawer the same (issue 11).
  useEffect(() => {
    writeDrawerCookie({ open: readDrawerOpen(), width: readDrawerWidth() });
  }, [drawer.open, drawer.width]);

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
    <FrameRoot data-testid="publish-page" data-state={state} mobile={mobile} thumbnail={thumbnail}>
      <style>{publishFrameStyles}</style>
      {drawerShown && (
        <PublishDrawer width={drawer.width} onResize={drawer.resize}>
          <SidebarPanel outline={outline} />
        </PublishDrawer>
      )}
      {mobile && sheetOpen && <MobileSheet outline={outline} onClose={closeSheet} />}
      <FrameColumn
        data-testid="publish-column"
        drawerWidth={drawerShown ? drawer.width : 0}
        mobile={mobile}
        font={font}
        topBar={!bare && <TopBar mobile={mobile} start={start} breadcrumb={breadcrumb} actions={actions} />}
        footer={<BuildLabel {...BUILD_INFO} />}
      >
        {children}
      </FrameColumn>
    </FrameRoot>
  );
}
