import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '../ui/Menu';

interface Props {
  anchor: HTMLElement;
  name: string;
  canAdd: boolean;
  onAdd: () => void;
  onCollapse: () => void;
  onHide: () => void;
  onClose: () => void;
}

/** A column's menu: a new card at its top, fold it to a narrow strip, hide it (shown again from the settings). */
export function GroupMenu(props: Props) {
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    action();
    props.onClose();
  };
  return (
    <Menu
      label={t('workspace.database.board.groupMenu', 'Actions for {{group}}', { group: props.name })}
      anchor={props.anchor}
      onClose={props.onClose}
    >
      {props.canAdd ? (
        <MenuItem onClick={run(props.onAdd)}>{t('workspace.database.board.newCard', 'New card')}</MenuItem>
      ) : null}
      <MenuItem onClick={run(props.onCollapse)}>
        {t('workspace.database.board.collapse', 'Collapse')}
      </MenuItem>
      <MenuItem onClick={run(props.onHide)}>{t('workspace.database.board.hide', 'Hide')}</MenuItem>
    </Menu>
  );
}
