import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEditPages, type FolderView } from '../data';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AddPageMenu } from './AddPageMenu';
import { useTreeDnd } from './dnd/useTreeDnd';
import { useExpanded } from './expandedState';
import { SpaceIcon } from './icons/SpaceIcon';
import { Menu, MenuItem } from './Menu';
import { RenameInput } from './RenameInput';
import { useSidebarLocation } from './SidebarContext';
import { TreeItem } from './TreeItem';
import { IconButton, RowName, Tools, TreeList, TreeRow } from './TreeRow';
import { SpaceStyleDialog } from './spaces/SpaceStyleDialog';
import { useCsvImport } from './useCsvImport';
import { usePageCommands } from './usePageCommands';

type Open = 'none' | 'add' | 'more' | 'rename' | 'style' | 'delete';

/** A space: its icon and name (no published indicator, NAV-11), and its pages; open until collapsed. */
export function SpaceSection({ space }: { space: FolderView }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useExpanded(space.view_id, true);
  const [open, setOpen] = useState<Open>('none');
  const close = () => {
    setOpen('none');
  };
  const commands = usePageCommands();
  const csvImport = useCsvImport();
  const canEdit = useCanEditPages(useSidebarLocation().workspaceId);
  // Spaces are drop targets (onto a space = into it) but are not dragged.
  const dnd = useTreeDnd(space.view_id, false);
  return (
    <li role="none">
      <TreeRow
        ref={dnd.setNodeRef}
        data-testid={`sidebar-space-${space.view_id}`}
        role="treeitem"
        aria-expanded={expanded}
        aria-selected={false}
        $depth={0}
        $selected={false}
        $drop={dnd.dropPosition}
      >
        <SpaceIcon space={space} />
        {open === 'rename' ? (
          <RenameInput
            initial={space.name}
            required
            onDone={(name) => {
              close();
              if (name !== null && name !== '' && name !== space.name) commands.updateSpace(space, { name });
            }}
          />
        ) : (
          <RowName
            dir="auto"
            data-testid={`space-name-${space.view_id}`}
            onClick={() => {
              setExpanded(!expanded);
            }}
          >
            {space.name}
          </RowName>
        )}
        {canEdit && (
          <Tools>
            <IconButton
              data-testid={`space-more-${space.view_id}`}
              aria-label={t('workspace.sidebar.spaceMore', 'Space actions')}
              aria-haspopup="menu"
              onClick={() => {
                setOpen(open === 'more' ? 'none' : 'more');
              }}
            >
              ⋯
            </IconButton>
            <IconButton
              data-testid={`space-add-page-${space.view_id}`}
              aria-label={t('workspace.sidebar.newPage', 'New page')}
              onClick={() => {
                setOpen('add');
              }}
            >
              +
            </IconButton>
            {open === 'add' && (
              <AddPageMenu
                onClose={close}
                onPick={(layout) => {
                  commands.create(space.view_id, layout);
                }}
                onImportCsv={() => {
                  csvImport.pick(space.view_id);
                }}
              />
            )}
            {csvImport.element}
            {open === 'more' && (
              <Menu
                label={t('workspace.sidebar.spaceMore', 'Space actions')}
                onClose={close}
                testId="space-menu"
              >
                <MenuItem
                  data-testid="space-menu-rename"
                  onClick={() => {
                    setOpen('rename');
                  }}
                >
                  {t('workspace.sidebar.renameSpace', 'Rename')}
                </MenuItem>
                <MenuItem
                  data-testid="space-menu-style"
                  onClick={() => {
                    setOpen('style');
                  }}
                >
                  {t('workspace.sidebar.spaceStyle', 'Icon and colour')}
                </MenuItem>
                <MenuItem
                  data-testid="space-menu-delete"
                  onClick={() => {
                    setOpen('delete');
                  }}
                >
                  {t('workspace.sidebar.deleteSpace', 'Delete space')}
                </MenuItem>
              </Menu>
            )}
          </Tools>
        )}
      </TreeRow>
      {open === 'style' && (
        <SpaceStyleDialog
          space={space}
          onClose={close}
          onSubmit={(patch) => {
            close();
            commands.updateSpace(space, patch);
          }}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('workspace.sidebar.deleteSpaceTitle', 'Delete the space “{{name}}”?', {
            name: space.name,
          })}
          message={t(
            'workspace.sidebar.deleteSpaceWarning',
            'The space and all its pages move to the trash, where they can be restored.',
          )}
          confirmLabel={t('workspace.sidebar.deleteSpace', 'Delete space')}
          onClose={close}
          onConfirm={() => {
            close();
            commands.moveToTrash(space);
          }}
        />
      )}
      {expanded && (
        <TreeList role="group">
          {space.children.map((child) => (
            <TreeItem key={child.view_id} view={child} depth={1} />
          ))}
        </TreeList>
      )}
    </li>
  );
}
