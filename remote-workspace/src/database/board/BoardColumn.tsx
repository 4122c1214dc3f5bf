import type { BoardColumn as Column, DatabaseField } from '@quire/shared/collab';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { OptionChip } from '../cells/CellDisplay';
import { optionBackground } from '../cells/optionColor';
import type { DatabaseStore } from '../data/databaseStore';
import { BoardCard } from './BoardCard';
import {
  AddCardButton,
  CardList,
  ColumnBox,
  ColumnHeader,
  ColumnTitle,
  Count,
  IconButton,
} from './boardStyles';

export interface ColumnDropData {
  kind: 'column';
  columnId: string;
}

interface Props {
  store: DatabaseStore;
  column: Column;
  name: string;
  fields: readonly DatabaseField[];
  readOnly: boolean;
  /** Whether cards can be added here (a grouping by a time the row sets itself takes none). */
  canAdd: boolean;
  /** Whether the view is grouped (an ungrouped board's one column cannot be folded or hidden). */
  grouped: boolean;
  tabbableRowId: string | undefined;
  editingRowId: string | null;
  /** The card a dragged card would land before ('' for the column's end), when it is over this column. */
  dropBefore: string | null;
  onOpen: (rowId: string) => void;
  onCardMenu: (rowId: string, anchor: HTMLElement) => void;
  onGroupMenu: (columnId: string, anchor: HTMLElement) => void;
  onAdd: (columnId: string, at: 'top' | 'bottom') => void;
  onExpand: (columnId: string) => void;
  onTitleClosed: (rowId: string) => void;
}

/** One group of the board: its name and count, "+" at the top and "New" at the bottom, and its cards. */
export function BoardColumn(props: Props) {
  const { column, name, readOnly, canAdd, grouped } = props;
  const { t } = useTranslation();
  const data: ColumnDropData = { kind: 'column', columnId: column.id };
  const droppable = useDroppable({ id: `column:${column.id}`, data, disabled: readOnly });
  const collapsed = column.collapsed === true;
  const title =
    column.option === undefined ? (
      name
    ) : (
      <OptionChip style={{ background: optionBackground(column.option.color) }}>{name}</OptionChip>
    );
  return (
    <ColumnBox
      ref={droppable.setNodeRef}
      data-testid="board-column"
      data-column-id={column.id}
      aria-label={name}
      $collapsed={collapsed}
      $over={props.dropBefore !== null}
    >
      <ColumnHeader $collapsed={collapsed}>
        {collapsed ? (
          <IconButton
            type="button"
            aria-label={t('workspace.database.board.expand', 'Expand {{group}}', { group: name })}
            onClick={() => {
              props.onExpand(column.id);
            }}
          >
            ›
          </IconButton>
        ) : null}
        <ColumnTitle $collapsed={collapsed}>{title}</ColumnTitle>
        <Count
          aria-label={t('workspace.database.board.count', '{{count}} cards', { count: column.rows.length })}
        >
          {column.rows.length}
        </Count>
        {readOnly || collapsed || !grouped ? null : (
          <IconButton
            type="button"
            aria-haspopup="menu"
            aria-label={t('workspace.database.board.groupMenu', 'Actions for {{group}}', { group: name })}
            onClick={(event) => {
              props.onGroupMenu(column.id, event.currentTarget);
            }}
          >
            ⋯
          </IconButton>
        )}
        {readOnly || collapsed || !canAdd ? null : (
          <IconButton
            type="button"
            aria-label={t('workspace.database.board.addTop', 'Add a card at the top of {{group}}', {
              group: name,
            })}
            onClick={() => {
              props.onAdd(column.id, 'top');
            }}
          >
            +
          </IconButton>
        )}
      </ColumnHeader>
      {collapsed ? null : (
        <>
          <CardList aria-label={name}>
            {column.rows.map((row) => (
              <BoardCard
                key={row.id}
                store={props.store}
                row={row}
                fields={props.fields}
                columnId={column.id}
                tabbable={props.tabbableRowId === row.id}
                editingTitle={props.editingRowId === row.id}
                dropBefore={props.dropBefore === row.id}
                readOnly={readOnly}
                onOpen={props.onOpen}
                onMenu={props.onCardMenu}
                onTitleClosed={props.onTitleClosed}
              />
            ))}
          </CardList>
          {readOnly || !canAdd ? null : (
            <AddCardButton
              type="button"
              onClick={() => {
                props.onAdd(column.id, 'bottom');
              }}
            >
              {t('workspace.database.board.addBottom', '+ New')}
            </AddCardButton>
          )}
        </>
      )}
    </ColumnBox>
  );
}
