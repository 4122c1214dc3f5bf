import { useCallback, useMemo } from 'react';
import {
  useFolderActions,
  type FolderView,
  type NewSpace,
  type SpacePatch,
  type ViewIcon,
  type ViewLayout,
} from '../data';
import { setExpanded } from './expandedState';
import { useOpenView } from './useOpenView';
import { useReportFailure } from './useReportFailure';
import { useSidebarLocation } from './SidebarContext';

/** The sidebar's page commands: each calls the data layer, and a failure raises an error toast. */
export function usePageCommands() {
  const actions = useFolderActions();
  const { workspaceId } = useSidebarLocation();
  const report = useReportFailure();
  const open = useOpenView();
  const run = useCallback(
    (work: Promise<unknown>) => {
      work.catch(report);
    },
    [report],
  );
  return useMemo(
    () => ({
      create(parentViewId: string, layout: ViewLayout) {
        run(
          actions.createPage(workspaceId, parentViewId, layout).then((viewId) => {
            setExpanded(parentViewId, true);
            open(viewId);
          }),
        );
      },
      createSpace(space: NewSpace) {
        run(
          actions.createSpace(workspaceId, space).then((spaceId) => {
            setExpanded(spaceId, true);
          }),
        );
      },
      updateSpace(space: FolderView, patch: SpacePatch) {
        run(actions.updateSpace(workspaceId, space.view_id, patch));
      },
      rename(view: FolderView, name: string) {
        if (name === view.name) return;
        run(actions.updatePage(workspaceId, view.view_id, { name }));
      },
      setIcon(view: FolderView, icon: ViewIcon | null) {
        run(actions.updatePage(workspaceId, view.view_id, { name: view.name, icon }));
      },
      duplicate(view: FolderView) {
        run(actions.duplicatePage(workspaceId, view.view_id));
      },
      toggleFavorite(view: FolderView) {
        run(actions.setFavorite(workspaceId, view.view_id, !view.is_favorite));
      },
      moveToTrash(view: FolderView) {
        run(actions.moveToTrash(workspaceId, view.view_id));
      },
    }),
    [actions, workspaceId, run, open],
  );
}
