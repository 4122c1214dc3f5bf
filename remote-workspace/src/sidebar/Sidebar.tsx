import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ancestorsOf, spacesOf, useCanEditPages, useFolder, type FolderView } from '../data';
import { FolderLoadFailure } from '../ui/FolderLoadFailure';
import { AccountFooter } from './AccountFooter';
import { AddPageMenu } from './AddPageMenu';
import { TreeDndContext } from './dnd/TreeDndContext';
import { FavoritesSection } from './sections/FavoritesSection';
import { RecentSection } from './sections/RecentSection';
import { TrashSection } from './sections/TrashSection';
import { SidebarLocationContext, useSidebarLocation, type SidebarLocation } from './SidebarContext';
import { NewSpaceButton } from './spaces/NewSpaceButton';
import { SpaceSection } from './SpaceSection';
import { TreeList } from './TreeRow';
import { useCsvImport } from './useCsvImport';
import { usePageCommands } from './usePageCommands';
import { WorkspaceSwitcher } from './workspaces/WorkspaceSwitcher';

const Column = styled.nav`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 8px 8px 0;
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 4px 8px;
`;

const AddRow = styled.div`
  position: relative;
  padding: 4px 8px;
`;

/** "New page" at the top: into the space of the open page, or the first space. */
function AddPage({ root }: { root: FolderView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const commands = usePageCommands();
  const csvImport = useCsvImport();
  const { viewId } = useSidebarLocation();
  const openSpace = viewId === null ? undefined : ancestorsOf(root, viewId).find((view) => view.is_space);
  const target = openSpace ?? spacesOf(root)[0] ?? root;
  return (
    <AddRow>
      <Button
        variant="ghost"
        size="small"
        data-testid="sidebar-add-page"
        onClick={() => {
          setOpen(true);
        }}
      >
        + {t('workspace.sidebar.newPage', 'New page')}
      </Button>
      {open && (
        <AddPageMenu
          onClose={() => {
            setOpen(false);
          }}
          onPick={(layout) => {
            commands.create(target.view_id, layout);
          }}
          onImportCsv={() => {
            csvImport.pick(target.view_id);
          }}
        />
      )}
      {csvImport.element}
    </AddRow>
  );
}

function Tree({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const folder = useFolder(workspaceId);
  const canEdit = useCanEditPages(workspaceId);
  switch (folder.status) {
    case 'idle':
    case 'loading':
      return <p>{t('workspace.sidebar.loading', 'Loading pages…')}</p>;
    case 'failed':
      return (
        <FolderLoadFailure
          workspaceId={workspaceId}
          what={t('workspace.sidebar.failed', 'The pages could not be loaded.')}
        />
      );
    case 'loaded':
      if (folder.root === null) return null;
      return (
        <>
          {canEdit && <AddPage root={folder.root} />}
          <TreeDndContext>
            <TreeList role="tree" aria-label={t('workspace.sidebar.pages', 'Pages')}>
              {spacesOf(folder.root).map((space) => (
                <SpaceSection key={space.view_id} space={space} />
              ))}
            </TreeList>
          </TreeDndContext>
          {canEdit && <NewSpaceButton />}
        </>
      );
  }
}

/** The workspace sidebar: switcher, favourites, the spaces' page trees, recent, trash and the account. */
export function Sidebar(location: SidebarLocation) {
  const { t } = useTranslation();
  // A guest can restore and delete nothing, so the trash is not theirs to see.
  const canEdit = useCanEditPages(location.workspaceId);
  return (
    <SidebarLocationContext.Provider value={location}>
      <Column data-testid="sidebar" aria-label={t('workspace.sidebar.label', 'Sidebar')}>
        <Top>
          <Link to="/app" data-testid="sidebar-logo" title={t('workspace.sidebar.home', 'Home')}>
            Quire
          </Link>
        </Top>
        <WorkspaceSwitcher />
        <Scroll>
          <FavoritesSection />
          <Tree workspaceId={location.workspaceId} />
          <RecentSection />
          {canEdit && <TrashSection />}
        </Scroll>
        <AccountFooter />
      </Column>
    </SidebarLocationContext.Provider>
  );
}
