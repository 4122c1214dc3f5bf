import { cellText, cellValue, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellDisplay } from '../cells/CellDisplay';
import { TextEditor } from '../cells/TextEditor';
import type { DatabaseStore } from '../data/databaseStore';
import { CardBody, CardBox, CardMenuButton, CardProperty, CardTitle, Cover } from './boardStyles';
import { rowCoverStyle } from './rowCover';

export interface CardDragData {
  kind: 'card';
  rowId: string;
  columnId: string;
}

interface Props {
  store: DatabaseStore;
  row: RowModel;
  /** The view's shown fields, the primary first. */
  fields: readonly DatabaseField[];
  columnId: string;
  /** The card keyboard focus enters the board on (the others are reached with the arrows). */
  tabbable: boolean;
  editingTitle: boolean;
  dropBefore: boolean;
  readOnly: boolean;
  onOpen: (rowId: string) => void;
  onMenu: (rowId: string, anchor: HTMLElement) => void;
  onTitleClosed: (rowId: string) => void;
}

/** A row's title: its primary field's text, or "Untitled". */
export function cardTitle(fields: readonly DatabaseField[], row: RowModel, untitled: string): string {
  const primary = fields.find((field) => field.isPrimary);
  const text = primary === undefined ? '' : cellText(primary, row).trim();
  return text === '' ? untitled : text;
}

/**
 * A row as a card: its cover, icon and title, then the view's shown properties that hold a value. Dragged by
 * the pointer (a press that does not move stays a click, which opens the row); also a drop target, so a card
 * dropped on it lands before it.
 */
export const BoardCard = memo(function BoardCard(props: Props) {
  const { store, row, fields, columnId, tabbable, editingTitle, dropBefore, readOnly } = props;
  const { t } = useTranslation();
  const data: CardDragData = { kind: 'card', rowId: row.id, columnId };
  const draggable = useDraggable({
    id: `card:${columnId}:${row.id}`,
    data,
    disabled: readOnly || editingTitle,
  });
  const droppable = useDroppable({ id: `card:${columnId}:${row.id}`, data, disabled: readOnly });
  // The row model is replaced when its doc changes, meta included: the cover is read again then.
  const cover = useMemo(() => rowCoverStyle(store.rowDoc(row.id), row.id), [store, row]);
  const primary = fields.find((field) => field.isPrimary);
  const title = cardTitle(fields, row, t('workspace.database.row.untitled', 'Untitled'));
  return (
    <li>
      <CardBox
        ref={(node) => {
          draggable.setNodeRef(node);
          droppable.setNodeRef(node);
        }}
        data-testid="board-card"
        data-card-id={row.id}
        data-column-id={columnId}
        tabIndex={tabbable ? 0 : -1}
        aria-label={title}
        aria-roledescription={t('workspace.database.board.card', 'card')}
        aria-describedby={draggable.attributes['aria-describedby']}
        aria-keyshortcuts={
          readOnly ? 'Enter' : 'Enter Shift+F10 Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown'
        }
        $dragging={draggable.isDragging}
        $dropBefore={dropBefore}
        {...(editingTitle ? {} : draggable.listeners)}
        onClick={(event) => {
          if (editingTitle || event.defaultPrevented) return;
          props.onOpen(row.id);
        }}
      >
        {cover === null ? null : <Cover data-testid="board-card-cover" style={cover} />}
        <CardBody>
          <CardTitle>
            {row.icon === undefined ? null : <span aria-hidden="true">{row.icon} </span>}
            {editingTitle && primary !== undefined ? (
              <span
                onClick={(event) => {
                  event.stopPropagation();
                }}
              >
                <TextEditor
                  store={store}
                  field={primary}
                  row={row}
                  initialText={undefined}
                  onClose={() => {
                    props.onTitleClosed(row.id);
                  }}
                />
              </span>
            ) : (
              title
            )}
            {readOnly || editingTitle ? null : (
              <CardMenuButton
                type="button"
                data-card-menu
                tabIndex={-1}
                aria-label={t('workspace.database.board.cardMenu', 'Card actions')}
                aria-haspopup="menu"
                onPointerDown={(event) => {
                  event.stopPropagation();
                }}
                onMouseDown={(event) => {
                  event.stopPropagation();
                }}
                onClick={(event) => {
                  event.stopPropagation();
                  props.onMenu(row.id, event.currentTarget);
                }}
              >
                ⋯
              </CardMenuButton>
            )}
          </CardTitle>
          {fields
            .filter((field) => !field.isPrimary && cellValue(field, row).kind !== 'empty')
            .map((field) => (
              <CardProperty key={field.id} data-field-id={field.id} title={field.name}>
                <CellDisplay field={field} row={row} />
              </CardProperty>
            ))}
        </CardBody>
      </CardBox>
    </li>
  );
});
