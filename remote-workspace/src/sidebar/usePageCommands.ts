import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  noteNewPage,
  useFolderActions,
  type FolderView,
  type NewSpace,
  type SpacePatch,
  type ViewIcon,
  type ViewLayout,
} from '../data';
import { setExpanded } from './expandedState';
import { useOpenView } from './useOpenView';
import { useReportFailure } from '../ui/useReportFailure';
import { useSidebarLocation } from './SidebarContext';

/** The sidebar's page commands: each calls the data layer, and a failure raises an error toast. */
export function usePageCommands() {
  const actions = useFolderActions();
  const { workspaceId } = useSidebarLocation();
  const report = useReportFailure();
  const { t } = useTranslation();
  const open = useOpenView();
  const run = useCallback(
    (work: Promise<unknown>, what: string) => {
      work.catch(report(what));
    },
    [report],
  );
  const pageChanged = t('workspace.page.failure.update', 'The page could not be changed.');
  return useMemo(
    () => ({
      create(parentViewId: string, layout: ViewLayout) {
        run(
          actions.createPage(workspaceId, parentViewId, layout).then((viewId) => {
            setExpanded(parentViewId, true);
            // The new page's title takes what is typed next.
            noteNewPage(viewId);
            open(viewId);
          }),
          t('workspace.sidebar.failure.create', 'The page could not be created.'),
        );
      },
      createSpace(space: NewSpace) {
        run(
          actions.createSpace(workspaceId, space).then((spaceId) => {
            setExpanded(spaceId, true);
          }),
          t('workspace.sidebar.failure.createSpace', 'The space could not be created.'),
        );
      },
      updateSpace(space: FolderView, patch: SpacePatch) {
        run(
          actions.updateSpace(workspaceId, space.view_id, patch),
          t('workspace.sidebar.failure.updateSpace', 'The space could not be changed.'),
        );
      },
      rename(view: FolderView, name: string) {
        if (name === view.name) return;
        run(
          actions.updatePage(workspaceId, view.view_id, { name }),
          t('workspace.page.failure.rename', 'The page could not be renamed.'),
        );
      },
      setIcon(view: FolderView, icon: ViewIcon | null) {
        run(actions.updatePage(workspaceId, view.view_id, { name: view.name, icon }), pageChanged);
      },
      duplicate(view: FolderView) {
        run(
          actions.duplicatePage(workspaceId, view.view_id),
          t('workspace.sidebar.failure.duplicate', 'The page could not be duplicated.'),
        );
      },
      toggleFavorite(view: FolderView) {
        run(actions.setFavorite(workspaceId, view.view_id, !view.is_favorite), pageChanged);
      },
      moveToTrash(view: FolderView) {
        run(
          actions.moveToTrash(workspaceId, view.view_id),
          t('workspace.sidebar.failure.trash', 'The page could not be moved to the trash.'),
        );
      },
    }),
    [actions, workspaceId, run, open, t, pageChanged],
  );
}
