import { useTranslation } from 'react-i18next';
import type { FolderView } from '../data';
import { Menu, MenuItem } from './Menu';

export type PageMenuAction = 'rename' | 'icon' | 'duplicate' | 'favorite' | 'trash';

/**
 * A page's actions in the tree (opened by `sidebar-more-<viewId>`). Without edit rights (a guest) only the
 * favourite remains: it is the user's own list, not a change to the page.
 */
export function PageMoreMenu({
  view,
  canEdit,
  onAction,
  onClose,
}: {
  view: FolderView;
  canEdit: boolean;
  onAction: (action: PageMenuAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const item = (action: PageMenuAction, label: string) => (
    <MenuItem
      data-testid={`page-menu-${action}`}
      onClick={() => {
        onClose();
        onAction(action);
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <Menu
      label={t('workspace.sidebar.more', 'More actions')}
      onClose={onClose}
      testId={`page-menu-${view.view_id}`}
    >
      {canEdit && item('rename', t('workspace.sidebar.rename', 'Rename'))}
      {canEdit && item('icon', t('workspace.sidebar.changeIcon', 'Change icon'))}
      {canEdit && item('duplicate', t('workspace.sidebar.duplicate', 'Duplicate'))}
      {item(
        'favorite',
        view.is_favorite
          ? t('workspace.sidebar.unfavorite', 'Remove from favourites')
          : t('workspace.sidebar.favorite', 'Add to favourites'),
      )}
      {canEdit && item('trash', t('workspace.sidebar.moveToTrash', 'Move to trash'))}
    </Menu>
  );
}
