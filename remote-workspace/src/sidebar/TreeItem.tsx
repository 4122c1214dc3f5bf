import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEditPages, type FolderView } from '../data';
import { AddPageMenu } from './AddPageMenu';
import { useTreeDnd } from './dnd/useTreeDnd';
import { useExpanded } from './expandedState';
import { IconPicker } from './icons/IconPicker';
import { ViewIconView } from './icons/ViewIconView';
import { PageMoreMenu, type PageMenuAction } from './PageMoreMenu';
import { RenameInput } from './RenameInput';
import { useSidebarLocation } from './SidebarContext';
import { IconButton, RowName, Tools, TreeList, TreeRow } from './TreeRow';
import { usePageCommands } from './usePageCommands';
import { useOpenView } from './useOpenView';

type Open = 'none' | 'more' | 'add' | 'icon' | 'rename';

/** A page in the tree: icon, name ('Untitled' when empty), globe when published, and its actions. */
export function TreeItem({ view, depth }: { view: FolderView; depth: number }) {
  const { t } = useTranslation();
  const { viewId: currentViewId, workspaceId } = useSidebarLocation();
  const canEdit = useCanEditPages(workspaceId);
  const [expanded, setExpanded] = useExpanded(view.view_id);
  const [open, setOpen] = useState<Open>('none');
  const commands = usePageCommands();
  const openView = useOpenView();
  const dnd = useTreeDnd(view.view_id, open === 'none' && canEdit);
  const close = () => {
    setOpen('none');
  };
  const name = view.name.trim() === '' ? t('workspace.sidebar.untitled', 'Untitled') : view.name;

  const onAction = (action: PageMenuAction) => {
    switch (action) {
      case 'rename':
      case 'icon':
        setOpen(action);
        return;
      case 'duplicate':
        commands.duplicate(view);
        return;
      case 'favorite':
        commands.toggleFavorite(view);
        return;
      case 'trash':
        commands.moveToTrash(view);
        return;
    }
  };

  return (
    <li role="none" style={{ opacity: dnd.isDragging ? 0.5 : 1 }}>
      <TreeRow
        ref={dnd.setNodeRef}
        {...dnd.dragProps}
        role="treeitem"
        aria-expanded={view.children.length > 0 ? expanded : undefined}
        aria-selected={currentViewId === view.view_id}
        data-testid={`sidebar-item-${view.view_id}`}
        $depth={depth}
        $selected={currentViewId === view.view_id}
        $drop={dnd.dropPosition}
      >
        <IconButton
          data-testid={`sidebar-expand-${view.view_id}`}
          aria-label={
            expanded ? t('workspace.sidebar.collapse', 'Collapse') : t('workspace.sidebar.expand', 'Expand')
          }
          style={{ visibility: view.children.length > 0 ? 'visible' : 'hidden' }}
          onClick={() => {
            setExpanded(!expanded);
          }}
        >
          {expanded ? '▾' : '▸'}
        </IconButton>
        <span>
          <IconButton
            aria-label={t('workspace.sidebar.changeIcon', 'Change icon')}
            onClick={() => {
              setOpen('icon');
            }}
          >
            <ViewIconView icon={view.icon} layout={view.layout} />
          </IconButton>
          {open === 'icon' && (
            <IconPicker
              upload={{ workspaceId, viewId: view.view_id }}
              onClose={close}
              onPick={(icon) => {
                close();
                commands.setIcon(view, icon);
              }}
            />
          )}
        </span>
        {open === 'rename' ? (
          <RenameInput
            initial={view.name}
            onDone={(next) => {
              close();
              if (next !== null) commands.rename(view, next);
            }}
          />
        ) : (
          <RowName
            data-testid={`sidebar-name-${view.view_id}`}
            onClick={() => {
              openView(view.view_id);
            }}
            onDoubleClick={() => {
              setOpen('rename');
            }}
          >
            {name}
          </RowName>
        )}
        {view.is_published && (
          <span
            data-testid={`sidebar-published-${view.view_id}`}
            title={t('workspace.sidebar.published', 'Published')}
            aria-label={t('workspace.sidebar.published', 'Published')}
          >
            🌐
          </span>
        )}
        <Tools>
          <IconButton
            data-testid={`sidebar-more-${view.view_id}`}
            aria-label={t('workspace.sidebar.more', 'More actions')}
            onClick={() => {
              setOpen('more');
            }}
          >
            ⋯
          </IconButton>
          {canEdit && (
            <IconButton
              data-testid={`sidebar-add-child-${view.view_id}`}
              aria-label={t('workspace.sidebar.addChild', 'Add a page inside')}
              onClick={() => {
                setOpen('add');
              }}
            >
              +
            </IconButton>
          )}
          {open === 'more' && (
            <PageMoreMenu view={view} canEdit={canEdit} onClose={close} onAction={onAction} />
          )}
          {open === 'add' && (
            <AddPageMenu
              onClose={close}
              onPick={(layout) => {
                commands.create(view.view_id, layout);
              }}
            />
          )}
        </Tools>
      </TreeRow>
      {expanded && view.children.length > 0 && (
        <TreeList role="group">
          {view.children.map((child) => (
            <TreeItem key={child.view_id} view={child} depth={depth + 1} />
          ))}
        </TreeList>
      )}
    </li>
  );
}
