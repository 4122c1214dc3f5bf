import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';

export type RowAction = 'open' | 'insertAbove' | 'insertBelow' | 'duplicate' | 'delete';

interface Props {
  anchor: HTMLElement;
  onAction: (action: RowAction) => void;
  onClose: () => void;
}

/** A row's menu, from its handle: open its page, insert above or below, duplicate, delete. */
export function RowMenu({ anchor, onAction, onClose }: Props) {
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
      <MenuSeparator />
      {item('delete', t('workspace.database.row.delete', 'Delete'), true)}
    </Menu>
  );
}
