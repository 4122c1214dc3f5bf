import { useTranslation } from 'react-i18next';
import type { FolderView } from '../../data';
import { ViewIconView } from '../icons/ViewIconView';
import { useSidebarLocation } from '../SidebarContext';
import { RowName, TreeList, TreeRow } from '../TreeRow';
import { useOpenView } from '../useOpenView';
import type { ViewList } from './useViewList';

/** The rows of the favourites and recent sections: each opens its page. */
export function ViewLinkList({ list, testIdPrefix }: { list: ViewList<FolderView>; testIdPrefix: string }) {
  const { t } = useTranslation();
  const { viewId } = useSidebarLocation();
  const open = useOpenView();
  switch (list.status) {
    case 'loading':
      return null;
    case 'failed':
      return <p role="alert">{list.message}</p>;
    case 'loaded':
      if (list.views.length === 0) return <p>{t('workspace.sidebar.empty', 'Nothing here yet')}</p>;
      return (
        <TreeList>
          {list.views.map((view) => (
            <li key={view.view_id}>
              <TreeRow
                data-testid={`${testIdPrefix}-${view.view_id}`}
                $depth={0}
                $selected={view.view_id === viewId}
                $drop={null}
              >
                <ViewIconView icon={view.icon} layout={view.layout} />
                <RowName
                  onClick={() => {
                    open(view.view_id);
                  }}
                >
                  {view.name.trim() === '' ? t('workspace.sidebar.untitled', 'Untitled') : view.name}
                </RowName>
              </TreeRow>
            </li>
          ))}
        </TreeList>
      );
  }
}
