import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEditPages, type FolderView } from '../data';
import { AddPageMenu } from './AddPageMenu';
import { useTreeDnd } from './dnd/useTreeDnd';
import { useExpanded } from './expandedState';
import { SpaceIcon } from './icons/SpaceIcon';
import { useSidebarLocation } from './SidebarContext';
import { TreeItem } from './TreeItem';
import { IconButton, RowName, Tools, TreeList, TreeRow } from './TreeRow';
import { usePageCommands } from './usePageCommands';

/** A space: its icon and name (no published indicator, NAV-11), and its pages; open until collapsed. */
export function SpaceSection({ space }: { space: FolderView }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useExpanded(space.view_id, true);
  const [adding, setAdding] = useState(false);
  const commands = usePageCommands();
  const canEdit = useCanEditPages(useSidebarLocation().workspaceId);
  // Spaces are drop targets (onto a space = into it) but are not dragged.
  const dnd = useTreeDnd(space.view_id, false);
  return (
    <li>
      <TreeRow
        ref={dnd.setNodeRef}
        data-testid={`sidebar-space-${space.view_id}`}
        role="treeitem"
        aria-expanded={expanded}
        aria-selected={false}
        $depth={0}
        $selected={false}
        $over={dnd.isOver}
      >
        <SpaceIcon space={space} />
        <RowName
          onClick={() => {
            setExpanded(!expanded);
          }}
        >
          {space.name}
        </RowName>
        {canEdit && (
          <Tools>
            <IconButton
              data-testid={`space-add-page-${space.view_id}`}
              aria-label={t('workspace.sidebar.newPage', 'New page')}
              onClick={() => {
                setAdding(true);
              }}
            >
              +
            </IconButton>
            {adding && (
              <AddPageMenu
                onClose={() => {
                  setAdding(false);
                }}
                onPick={(layout) => {
                  commands.create(space.view_id, layout);
                }}
              />
            )}
          </Tools>
        )}
      </TreeRow>
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
