import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';

interface Props {
  anchor: HTMLElement;
  /** The other groups the card can move to, with their names. */
  targets: readonly { id: string; name: string }[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onOpen: () => void;
  onMoveTo: (columnId: string) => void;
  onMoveBy: (step: -1 | 1) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** A card's menu: open it, move it to another group or up and down its own (the drag without a pointer), delete. */
export function CardMenu(props: Props) {
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    action();
    props.onClose();
  };
  return (
    <Menu
      label={t('workspace.database.board.cardMenu', 'Card actions')}
      anchor={props.anchor}
      onClose={props.onClose}
    >
      <MenuItem onClick={run(props.onOpen)}>{t('workspace.database.board.open', 'Open')}</MenuItem>
      {props.canMoveUp ? (
        <MenuItem
          onClick={run(() => {
            props.onMoveBy(-1);
          })}
        >
          {t('workspace.database.board.moveUp', 'Move up')}
        </MenuItem>
      ) : null}
      {props.canMoveDown ? (
        <MenuItem
          onClick={run(() => {
            props.onMoveBy(1);
          })}
        >
          {t('workspace.database.board.moveDown', 'Move down')}
        </MenuItem>
      ) : null}
      {props.targets.length === 0 ? null : <MenuSeparator />}
      {props.targets.map((target) => (
        <MenuItem
          key={target.id}
          onClick={run(() => {
            props.onMoveTo(target.id);
          })}
        >
          {t('workspace.database.board.moveTo', 'Move to {{group}}', { group: target.name })}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem $danger onClick={run(props.onDelete)}>
        {t('workspace.database.row.delete', 'Delete')}
      </MenuItem>
    </Menu>
  );
}
