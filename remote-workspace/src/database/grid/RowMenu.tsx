import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';

export type RowAction =
  'open' | 'insertAbove' | 'insertBelow' | 'duplicate' | 'moveUp' | 'moveDown' | 'delete';

interface Props {
  anchor: HTMLElement;
  onAction: (action: RowAction) => void;
  onClose: () => void;
  /** Whether the row can go up or down (the keyboard's row drag; not while the view is sorted). */
  canMoveUp?: boolean;
  canMoveDown?: boolean;
}

/** A row's menu, from its handle: open its page, insert above or below, duplicate, move, delete. */
export function RowMenu({ anchor, onAction, onClose, canMoveUp = false, canMoveDown = false }: Props) {
  const { t } = useTranslation();
  const item = (action: RowAction, label: string, danger = false) => (
    <MenuItem
      $danger={danger}
      onClick={() => {
        onAction(action);
        onClose();
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <Menu label={t('workspace.database.row.menu', 'Row actions')} anchor={anchor} onClose={onClose}>
      {item('open', t('workspace.database.row.open', 'Open'))}
      <MenuSeparator />
      {item('insertAbove', t('workspace.database.row.insertAbove', 'Insert above'))}
      {item('insertBelow', t('workspace.database.row.insertBelow', 'Insert below'))}
      {item('duplicate', t('workspace.database.row.duplicate', 'Duplicate'))}
      {canMoveUp ? item('moveUp', t('workspace.database.row.moveUp', 'Move up')) : null}
      {canMoveDown ? item('moveDown', t('workspace.database.row.moveDown', 'Move down')) : null}
      <MenuSeparator />
      {item('delete', t('workspace.database.row.delete', 'Delete'), true)}
    </Menu>
  );
}
