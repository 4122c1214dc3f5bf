import { DndContext, DragOverlay } from '@dnd-kit/core';
import { boardColumns, setGroupCollapsed, setGroupVisible } from '@quire/shared/collab';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutViewProps } from '../views/layoutViewProps';
import { deleteRows } from '../data/commands';
import { cardTitle } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { cardPosition, directionOf, neighbourCard } from './boardKeys';
import { dragAccessibility } from './dragAnnouncements';
import { moveCard, newCardCells, newCardIndex, type CardPlace } from './boardMoves';
import { BoardSettings } from './BoardSettings';
import { CardBody, CardBox, Columns } from './boardStyles';
import { CardMenu } from './CardMenu';
import { canRegroup } from './groupCell';
import { groupName } from './groupLabel';
import { GroupMenu } from './GroupMenu';
import { cardCollisions, useCardDrag } from './useCardDrag';
import { useOpenRow } from './useOpenRow';

type OpenMenu =
  | { kind: 'card'; rowId: string; columnId: string; anchor: HTMLElement }
  | { kind: 'group'; columnId: string; anchor: HTMLElement };

/**
 * The board: a column per group of the grouping field, cards dragged within and across columns (a drop writes
 * the group field's cell and the row's place in the view), cards added at a column's top or bottom, groups
 * folded or hidden. Cards are reached with the arrow keys; Alt+arrows and the card menu move them.
 */
export function BoardView({ store, database, view, fields, rows, readOnly, onOpenRow }: LayoutViewProps) {
  const { t, i18n } = useTranslation();
  const openRow = useOpenRow(onOpenRow);
  const columns = useMemo(() => boardColumns(database, view, rows), [database, view, rows]);
  const field = database.fields[view.grouping?.fieldId ?? ''];
  const canAdd = field === undefined || canRegroup(field);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const [focusedRowId, setFocusedRowId] = useState<string | null>(null);
  const refocus = useRef<string | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const nameOf = (columnId: string) => groupName(t, field, columnId, i18n.language);

  const move = (rowId: string, place: CardPlace) => moveCard(store, view, field, columns, rowId, place);
  const drag = useCardDrag(columns, move);

  // Stable callbacks: cards are memoised, and a drag re-renders the board on every move.
  const focusCard = useCallback((rowId: string, columnId?: string) => {
    refocus.current = rowId;
    setFocusedRowId(rowId);
    const inColumn = columnId === undefined ? '' : `[data-column-id="${CSS.escape(columnId)}"]`;
    board.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(rowId)}"]${inColumn}`)?.focus();
  }, []);
  const onCardMenu = useCallback((rowId: string, anchor: HTMLElement) => {
    setMenu({
      kind: 'card',
      rowId,
      columnId: anchor.closest<HTMLElement>('[data-column-id]')?.dataset.columnId ?? '',
      anchor,
    });
  }, []);
  const onTitleClosed = useCallback(
    (rowId: string) => {
      setEditingRowId(null);
      focusCard(rowId);
    },
    [focusCard],
  );
  // A card moved by the keyboard is drawn again in its new column: the focus follows it there.
  useEffect(() => {
    const rowId = refocus.current;
    if (rowId === null) return;
    const card = board.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(rowId)}"]`);
    if (card !== null && card !== undefined && document.activeElement !== card) card.focus();
    refocus.current = null;
  }, [columns]);

  const addCard = (columnId: string, at: 'top' | 'bottom') => {
    const column = columns.find((entry) => entry.id === columnId);
    if (column === undefined || readOnly) return;
    const rowId = store.createRow(
      { viewId: view.id, index: newCardIndex(view, column, at) },
      newCardCells(field, columnId),
    );
    setEditingRowId(rowId);
  };

  const moveBy = (rowId: string, fromColumnId: string, step: -1 | 1) => {
    const at = cardPosition(columns, rowId, fromColumnId);
    const column = at === undefined ? undefined : columns[at.column];
    if (at === undefined || column === undefined) return;
    const before = step === -1 ? column.rows[at.index - 1]?.id : column.rows[at.index + 2]?.id;
    if (step === -1 && before === undefined) return;
    move(rowId, { columnId: column.id, beforeRowId: before, fromColumnId: column.id });
  };

  const moveAcross = (rowId: string, fromColumnId: string, step: -1 | 1) => {
    const at = cardPosition(columns, rowId, fromColumnId);
    const from = at === undefined ? undefined : columns[at.column];
    const target = at === undefined ? undefined : columns[at.column + step];
    if (at === undefined || from === undefined || target === undefined) return;
    move(rowId, { columnId: target.id, beforeRowId: target.rows[at.index]?.id, fromColumnId: from.id });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const card = event.target as HTMLElement;
    const rowId = card.dataset.cardId;
    const columnId = card.dataset.columnId ?? '';
    if (rowId === undefined || editingRowId === rowId) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      openRow(rowId);
      return;
    }
    if (!readOnly && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
      event.preventDefault();
      setMenu({ kind: 'card', rowId, columnId, anchor: card });
      return;
    }
    const direction = directionOf(event.key);
    if (direction === undefined) return;
    event.preventDefault();
    if (event.altKey) {
      if (readOnly) return;
      refocus.current = rowId;
      if (direction === 'up' || direction === 'down') moveBy(rowId, columnId, direction === 'up' ? -1 : 1);
      else moveAcross(rowId, columnId, direction === 'left' ? -1 : 1);
      return;
    }
    const next = neighbourCard(columns, rowId, direction, columnId);
    if (next !== undefined) focusCard(next.rowId, next.columnId);
  };

  const firstRowId = columns.find((column) => column.collapsed !== true && column.rows.length > 0)?.rows[0]
    ?.id;
  const tabbable =
    focusedRowId !== null && columns.some((column) => column.rows.some((row) => row.id === focusedRowId))
      ? focusedRowId
      : firstRowId;
  const untitled = t('workspace.database.row.untitled', 'Untitled');
  const accessibility = dragAccessibility(t, (id) => {
    const [kind = '', ...rest] = String(id).split(':');
    if (kind === 'column') return nameOf(rest.join(':'));
    // A card's id ends with its row id (a UUID, no colon) after its column's.
    const rowId = rest[rest.length - 1];
    const row = rows.find((candidate) => candidate.id === rowId);
    return row === undefined ? untitled : cardTitle(fields, row, untitled);
  });
  const menuRow = menu?.kind === 'card' ? cardPosition(columns, menu.rowId, menu.columnId) : undefined;
  const menuColumn = menuRow === undefined ? undefined : columns[menuRow.column];
  const dragged = drag.draggingId === null ? undefined : rows.find((row) => row.id === drag.draggingId);

  return (
    <section
      data-testid="database-board"
      aria-label={view.name === '' ? t('workspace.database.board.label', 'Board') : view.name}
    >
      <BoardSettings store={store} database={database} view={view} readOnly={readOnly} />
      <DndContext
        sensors={drag.sensors}
        collisionDetection={cardCollisions}
        accessibility={accessibility}
        {...drag.handlers}
      >
        <Columns
          ref={board}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const rowId = (event.target as HTMLElement).dataset.cardId;
            if (rowId !== undefined) setFocusedRowId(rowId);
          }}
          onClickCapture={(event) => {
            if (drag.justDropped.current) event.preventDefault();
          }}
        >
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              store={store}
              column={column}
              name={nameOf(column.id)}
              fields={fields}
              readOnly={readOnly}
              canAdd={canAdd}
              grouped={view.grouping !== undefined && field !== undefined}
              tabbableRowId={tabbable}
              editingRowId={editingRowId}
              dropBefore={drag.place?.columnId === column.id ? (drag.place.beforeRowId ?? '') : null}
              onOpen={openRow}
              onCardMenu={onCardMenu}
              onGroupMenu={(columnId, anchor) => {
                setMenu({ kind: 'group', columnId, anchor });
              }}
              onAdd={addCard}
              onExpand={(columnId) => {
                setGroupCollapsed(store.databaseDoc, view.id, columnId, false);
              }}
              onTitleClosed={onTitleClosed}
            />
          ))}
        </Columns>
        <DragOverlay dropAnimation={null}>
          {dragged === undefined ? null : (
            <CardBox $dragging={false} $dropBefore={false}>
              <CardBody>
                {cardTitle(fields, dragged, t('workspace.database.row.untitled', 'Untitled'))}
              </CardBody>
            </CardBox>
          )}
        </DragOverlay>
      </DndContext>
      {menu?.kind === 'card' && menuRow !== undefined && menuColumn !== undefined ? (
        <CardMenu
          anchor={menu.anchor}
          targets={
            canRegroup(field)
              ? columns.filter((c) => c.id !== menuColumn.id).map((c) => ({ id: c.id, name: nameOf(c.id) }))
              : []
          }
          canMoveUp={menuRow.index > 0}
          canMoveDown={menuRow.index < menuColumn.rows.length - 1}
          onOpen={() => {
            openRow(menu.rowId);
          }}
          onMoveTo={(columnId) => {
            refocus.current = menu.rowId;
            move(menu.rowId, { columnId, beforeRowId: undefined, fromColumnId: menuColumn.id });
          }}
          onMoveBy={(step) => {
            refocus.current = menu.rowId;
            moveBy(menu.rowId, menuColumn.id, step);
          }}
          onDelete={() => {
            deleteRows(store, [menu.rowId]);
          }}
          onClose={() => {
            setMenu(null);
          }}
        />
      ) : null}
      {menu?.kind === 'group' ? (
        <GroupMenu
          anchor={menu.anchor}
          name={nameOf(menu.columnId)}
          canAdd={canAdd}
          onAdd={() => {
            addCard(menu.columnId, 'top');
          }}
          onCollapse={() => {
            setGroupCollapsed(store.databaseDoc, view.id, menu.columnId, true);
          }}
          onHide={() => {
            setGroupVisible(store.databaseDoc, view.id, menu.columnId, false);
          }}
          onClose={() => {
            setMenu(null);
          }}
        />
      ) : null}
    </section>
  );
}
