import { useTranslation } from 'react-i18next';
import type { FolderView } from '../data';
import { Menu, MenuItem } from './Menu';

export type PageMenuAction = 'rename' | 'icon' | 'duplicate' | 'favorite' | 'trash';

/** A page's actions in the tree (opened by `sidebar-more-<viewId>`). */
export function PageMoreMenu({
  view,
  onAction,
  onClose,
}: {
  view: FolderView;
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
      {item('rename', t('workspace.sidebar.rename', 'Rename'))}
      {item('icon', t('workspace.sidebar.changeIcon', 'Change icon'))}
      {item('duplicate', t('workspace.sidebar.duplicate', 'Duplicate'))}
      {item(
        'favorite',
        view.is_favorite
          ? t('workspace.sidebar.unfavorite', 'Remove from favourites')
          : t('workspace.sidebar.favorite', 'Add to favourites'),
      )}
      {item('trash', t('workspace.sidebar.moveToTrash', 'Move to trash'))}
    </Menu>
  );
}
