import { Button } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { firstPage, isNoAccess, useFolder } from '../data';
import { Drawer } from '../drawer/Drawer';
import { useDrawer } from '../drawer/useDrawer';
import { useIsMobile } from '../mobile';
import { PageView } from '../page/PageView';
import { AccountFooter } from '../sidebar/AccountFooter';
import { WorkspaceShortcuts } from '../shortcuts/WorkspaceShortcuts';
import { Sidebar } from '../sidebar/Sidebar';
import { FolderLoadFailure } from '../ui/FolderLoadFailure';
import { MobileSheet } from './MobileSheet';
import { NoWorkspaceAccess } from './NoWorkspaceAccess';
import { useLostAccess } from './useLostAccess';
import { useLiveWorkspace } from '../data/live';

// The app fills the window exactly and scrolls inside (the page in Main, the tree in the drawer): the window
// itself never scrolls, so nothing shifts behind the app and sticky headers stay in place.
const Layout = styled.div`
  display: flex;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  height: 100%;
  overflow-y: auto;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 40px;
  padding: 0 8px;

  & > footer {
    border-top: none;
  }
`;

/** What the main area shows without a page: the folder's state, or that the workspace is empty. */
function NoPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const folder = useFolder(workspaceId);
  useLostAccess(workspaceId, folder);
  switch (folder.status) {
    case 'idle':
    case 'loading':
      return null;
    case 'failed':
      return (
        <FolderLoadFailure
          workspaceId={workspaceId}
          what={t('workspace.frame.folderFailed', 'This workspace could not be loaded.')}
        />
      );
    case 'loaded': {
      const first = firstPage(folder.root);
      if (first !== null) return <Navigate to={`/app/${workspaceId}/${first.view_id}`} replace />;
      return (
        <p data-testid="workspace-empty">
          {t('workspace.frame.empty', 'This workspace has no pages yet. Create one in the sidebar.')}
        </p>
      );
    }
  }
}

/**
 * `/app/:workspaceId[/:viewId]`: the sidebar (in the drawer on desktop, in a full-screen sheet on phones and
 * tablets) and the page, or the first page when none is named.
 */
export function WorkspaceLayout() {
  const { t } = useTranslation();
  const { workspaceId = '', viewId } = useParams();
  const mobile = useIsMobile();
  const drawer = useDrawer();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Choosing a page in the sheet shows that page.
  useEffect(() => {
    setSheetOpen(false);
  }, [viewId]);
  const folder = useFolder(workspaceId);
  useLostAccess(workspaceId, folder);
  useLiveWorkspace(workspaceId);
  if (folder.status === 'failed' && isNoAccess(folder.errorCode)) return <NoWorkspaceAccess />;
  const sidebarOpen = mobile ? sheetOpen : drawer.open;
  const sidebar = <Sidebar workspaceId={workspaceId} viewId={viewId ?? null} />;
  return (
    <Layout>
      {!mobile && (
        <Drawer open={drawer.open} width={drawer.width} onResize={drawer.resize}>
          {sidebar}
        </Drawer>
      )}
      {mobile && sheetOpen && (
        <MobileSheet
          onClose={() => {
            setSheetOpen(false);
          }}
        >
          {sidebar}
        </MobileSheet>
      )}
      <Main>
        <TopBar>
          <Button
            variant="ghost"
            size="small"
            data-testid="drawer-toggle"
            aria-pressed={sidebarOpen}
            aria-label={
              sidebarOpen
                ? t('workspace.drawer.close', 'Close the sidebar')
                : t('workspace.drawer.open', 'Open the sidebar')
            }
            onClick={
              mobile
                ? () => {
                    setSheetOpen(true);
                  }
                : drawer.toggle
            }
          >
            ☰
          </Button>
          {/* The account lives in the sidebar's footer; with the sidebar closed it stays in sight up here. */}
          {!sidebarOpen && <AccountFooter />}
        </TopBar>
        {viewId === undefined ? (
          <NoPage workspaceId={workspaceId} />
        ) : (
          <PageView key={viewId} workspaceId={workspaceId} viewId={viewId} />
        )}
      </Main>
      <WorkspaceShortcuts workspaceId={workspaceId} />
    </Layout>
  );
}
