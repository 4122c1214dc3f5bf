import { notify } from '@quire/shared';
import { FieldType, type DatabaseField, type DatabaseViewModel, type RowModel } from '@quire/shared/collab';
import { DndContext } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenRow } from '../board/useOpenRow';
import { deleteRows, duplicateRow } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { addField, setCalculation, setFieldWidth } from '../data/writes';
import { FieldMenu } from '../fields/FieldMenu';
import { CalculationRow } from './CalculationRow';
import type { CellHandlers } from './GridCell';
import { GridHeader } from './GridHeader';
import { GridRow, type VirtualColumn } from './GridRow';
import {
  ADD_FIELD_WIDTH,
  FooterButton,
  GridBox,
  GUTTER_WIDTH,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  Scroller,
  columnWidth,
} from './gridStyles';
import { RowMenu, type RowAction } from './RowMenu';
import { rangeOf } from './selection';
import { useGridController } from './useGridController';
import { filterOnField, moveRowBy } from './gridActions';
import { dragNameOf, useGridDrag } from './gridDrag';
import { dragAccessibility } from '../board/dragAnnouncements';
import { measureRowHeight } from './rowHeight';

interface Props {
  store: DatabaseStore;
  view: DatabaseViewModel;
  /** The shown fields, the primary first. */
  fields: readonly DatabaseField[];
  /** The view's rows as shown (filtered, sorted, searched). */
  rows: readonly RowModel[];
  readOnly: boolean;
  /** The view's calculation per field id. */
  calculations: Record<string, number>;
  /** Opens a row's page; without it the row page's address (`?r=`) is opened. */
  onOpenRow?: (rowId: string) => void;
}

type OpenMenu =
  | { kind: 'field'; fieldId: string; anchor: HTMLElement }
  | { kind: 'row'; rowIndex: number; anchor: HTMLElement }
  | null;

/**
 * The grid: rows and columns virtualised (only what is in view is drawn), the primary field frozen at the
 * left, keyboard navigation and editing, copy and paste of ranges as TSV, field and row menus.
 */
export function GridView({ store, view, fields, rows, readOnly, calculations, onOpenRow }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // The element with the grid role: it holds the focus (the scroller also holds the footer and the calculation
  // row, which a grid may not own). Focused without scrolling: it is as large as all the rows.
  const gridBox = useRef<HTMLDivElement>(null);
  const [resizing, setResizing] = useState<{ fieldId: string; width: number } | null>(null);
  const [menu, setMenu] = useState<OpenMenu>(null);
  const [pendingRow, setPendingRow] = useState<string | null>(null);
  const [pendingField, setPendingField] = useState<string | null>(null);
  const openRow = useOpenRow(onOpenRow);
  const drag = useGridDrag(store, view, rows);
  const openRowMenu = useCallback((rowIndex: number, anchor: HTMLElement) => {
    setMenu({ kind: 'row', rowIndex, anchor });
  }, []);
  const widthOf = (field: DatabaseField) =>
    resizing?.fieldId === field.id ? resizing.width : columnWidth(view.fieldSettings[field.id]?.width);
  const primary = fields[0];
  // Frozen unless the view unfroze it: the sticky blocks of the header, rows and calculations follow this.
  const frozen = primary === undefined || view.fieldSettings[primary.id]?.frozen !== false;
  const primaryWidth = primary === undefined ? 0 : widthOf(primary);
  const others = fields.slice(1);
  const frozenWidth = GUTTER_WIDTH + primaryWidth;

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows are measured only while a field wraps (see the effect measuring them).
    measureElement: measureRowHeight,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: others.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (others[index] === undefined ? 150 : widthOf(others[index])),
    overscan: 2,
    paddingStart: frozenWidth,
    scrollPaddingStart: frozenWidth,
  });
  const widthsKey = fields.map((field) => `${field.id}:${widthOf(field)}`).join(',');
  useEffect(() => {
    columnVirtualizer.measure();
  }, [widthsKey, columnVirtualizer]);
  // The fields that wrap: a change (or a new width) measures the rows again; none wrapping, rows are one line.
  const wrapKey = fields
    .filter((field) => view.fieldSettings[field.id]?.wrap === true)
    .map((field) => field.id)
    .join(',');
  const wrapIds = useMemo(() => new Set(wrapKey === '' ? [] : wrapKey.split(',')), [wrapKey]);
  // A row's height follows its wrapped text: the drawn rows are measured again after each change of the
  // wrapped fields, of a width or of the rows (a row's own size never changes by itself, so no observer sees it).
  useEffect(() => {
    if (wrapKey === '') {
      rowVirtualizer.measure();
      return;
    }
    for (const element of scroller.current?.querySelectorAll<HTMLElement>('[role=row][data-index]') ?? []) {
      rowVirtualizer.measureElement(element);
    }
  }, [wrapKey, widthsKey, rows, rowVirtualizer]);

  const controller = useGridController({
    store,
    viewId: view.id,
    rows,
    fields,
    readOnly,
    reveal: (position) => {
      rowVirtualizer.scrollToIndex(position.row);
      if (position.column > 0) columnVirtualizer.scrollToIndex(position.column - 1);
    },
    onPasteRefused: () =>
      notify.error(t('workspace.database.paste.tooLarge', 'That paste is too large for the grid.')),
  });
  const latest = useRef(controller);
  latest.current = controller;
  const latestOpen = useRef(openRow);
  latestOpen.current = openRow;
  const handlers = useMemo<CellHandlers>(
    () => ({
      onOpen: (rowId) => {
        latestOpen.current(rowId);
      },
      onSelect: (row, column, extend) => {
        latest.current.select({ row, column }, extend);
      },
      onEdit: (row, column) => {
        latest.current.select({ row, column });
        // The selection lands first; the edit opens on it.
        queueMicrotask(() => {
          latest.current.startEdit(undefined);
        });
      },
      onToggle: (row, field) => {
        latest.current.toggle(row, field);
      },
      onCloseEditor: (exit) => {
        latest.current.closeEditor(exit);
        gridBox.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  // A browser sends copy and paste to the page's body when the focus is on an element that is neither editable
  // nor holds a text selection (the grid): they are taken from the document while the grid has the focus.
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if (document.activeElement === gridBox.current) latest.current.onCopy(event);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (document.activeElement === gridBox.current) latest.current.onPaste(event);
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, []);

  // A row or field made here is selected (or its menu opened) once it is drawn.
  useEffect(() => {
    if (pendingRow === null) return;
    const index = rows.findIndex((row) => row.id === pendingRow);
    if (index === -1) return;
    setPendingRow(null);
    controller.select({ row: index, column: 0 });
    gridBox.current?.focus({ preventScroll: true });
  }, [pendingRow, rows, controller]);

  const onRowAction = (rowIndex: number, action: RowAction) => {
    const row = rows[rowIndex];
    if (row === undefined) return;
    const orderIndex = view.rowOrder.findIndex((entry) => entry.id === row.id);
    switch (action) {
      case 'open':
        openRow(row.id);
        return;
      case 'insertAbove':
      case 'insertBelow':
        setPendingRow(
          store.createRow({ viewId: view.id, index: orderIndex + (action === 'insertBelow' ? 1 : 0) }),
        );
        return;
      case 'duplicate':
        setPendingRow(duplicateRow(store, view.id, row.id, orderIndex + 1) ?? null);
        return;
      case 'moveUp':
      case 'moveDown':
        if (moveRowBy(store, view, rows, rowIndex, action === 'moveUp' ? -1 : 1)) setPendingRow(row.id);
        return;
      case 'delete':
        deleteRows(store, [row.id]);
        return;
      default:
        return;
    }
  };

  // The columns in view as one value that keeps its identity while they stay the same, so that a row whose
  // own props did not change is not drawn again (a selection move, a change in another row).
  const columnItems = columnVirtualizer.getVirtualItems();
  const columnsKey = columnItems.map((item) => `${item.index}:${item.start}:${item.size}`).join(',');
  const virtualColumns: VirtualColumn[] = useMemo(
    () =>
      columnsKey === ''
        ? []
        : columnsKey.split(',').map((entry) => {
            const [index = 0, start = 0, size = 0] = entry.split(':').map(Number);
            return { column: index + 1, start, size };
          }),
    [columnsKey],
  );
  const totalWidth = columnVirtualizer.getTotalSize() + ADD_FIELD_WIDTH;
  const { focus, editing } = controller.selection;
  const range = rangeOf(controller.selection);
  const menuField = menu?.kind === 'field' ? fields.find((field) => field.id === menu.fieldId) : undefined;

  return (
    <>
      <DndContext
        sensors={drag.sensors}
        collisionDetection={drag.collisionDetection}
        onDragEnd={drag.onDragEnd}
        accessibility={dragAccessibility(t, dragNameOf(fields, rows))}
      >
        <Scroller
          ref={scroller}
          data-frozen={frozen}
          style={{ '--grid-frozen-position': frozen ? 'sticky' : 'relative' }}
        >
          <div style={{ width: totalWidth, minWidth: '100%' }}>
            <GridBox
              ref={gridBox}
              role="grid"
              aria-label={view.name === '' ? t('workspace.database.grid.label', 'Grid') : view.name}
              aria-rowcount={rows.length + 1}
              aria-colcount={fields.length}
              aria-readonly={readOnly}
              data-testid="database-grid"
              tabIndex={0}
              onKeyDown={controller.onKeyDown}
            >
              <GridHeader
                fields={fields}
                primaryWidth={primaryWidth}
                columns={virtualColumns}
                width={totalWidth}
                addLeft={totalWidth - ADD_FIELD_WIDTH}
                readOnly={readOnly}
                widthOf={widthOf}
                onFieldMenu={(field, anchor) => {
                  setMenu({ kind: 'field', fieldId: field.id, anchor });
                }}
                onAddField={() => {
                  const id = addField(store.databaseDoc, {
                    name: t('workspace.database.field.newName', 'Field'),
                    type: FieldType.RichText,
                    now: new Date(),
                    viewId: view.id,
                  });
                  setPendingField(id);
                }}
                onResize={(fieldId, width) => {
                  setResizing({ fieldId, width });
                }}
                onResized={(fieldId, width) => {
                  setFieldWidth(store.databaseDoc, view.id, fieldId, width);
                  setResizing(null);
                }}
              />
              <div role="rowgroup" style={{ position: 'relative', height: rowVirtualizer.getTotalSize() }}>
                {rowVirtualizer.getVirtualItems().map((item) => {
                  const row = rows[item.index];
                  if (row === undefined) return null;
                  const covered = item.index >= range.from.row && item.index <= range.to.row;
                  return (
                    <GridRow
                      key={row.id}
                      store={store}
                      row={row}
                      rowIndex={item.index}
                      top={item.start - HEADER_HEIGHT}
                      width={totalWidth}
                      fields={fields}
                      primaryWidth={primaryWidth}
                      columns={virtualColumns}
                      focusColumn={focus.row === item.index ? focus.column : null}
                      rangeFrom={covered ? range.from.column : -1}
                      rangeTo={covered ? range.to.column : -1}
                      editing={focus.row === item.index ? editing : null}
                      readOnly={readOnly}
                      handlers={handlers}
                      onRowMenu={openRowMenu}
                      height={item.size}
                      wrapIds={wrapIds}
                      canDrag={view.sorts.length === 0}
                    />
                  );
                })}
              </div>
            </GridBox>
            {readOnly ? null : (
              <FooterButton
                type="button"
                onClick={() => {
                  setPendingRow(store.createRow({ viewId: view.id, index: view.rowOrder.length }));
                }}
              >
                {t('workspace.database.row.new', '+ New row')}
              </FooterButton>
            )}
            <CalculationRow
              fields={fields}
              rows={rows}
              widthOf={widthOf}
              columns={virtualColumns}
              width={totalWidth}
              calculations={calculations}
              readOnly={readOnly}
              onChange={(fieldId, type) => {
                setCalculation(store.databaseDoc, view.id, fieldId, type);
              }}
            />
          </div>
        </Scroller>
      </DndContext>
      {menu?.kind === 'field' && menuField !== undefined ? (
        <FieldMenu
          store={store}
          view={view}
          field={menuField}
          anchor={menu.anchor}
          grid={{
            shown: fields,
            onFilter: (fieldId) => {
              filterOnField(
                t,
                store,
                view,
                fields.find((field) => field.id === fieldId),
              );
            },
          }}
          onClose={() => {
            setMenu(null);
          }}
        />
      ) : null}
      {menu?.kind === 'row' ? (
        <RowMenu
          anchor={menu.anchor}
          canMoveUp={view.sorts.length === 0 && menu.rowIndex > 0}
          canMoveDown={view.sorts.length === 0 && menu.rowIndex < rows.length - 1}
          onAction={(action) => {
            onRowAction(menu.rowIndex, action);
          }}
          onClose={() => {
            setMenu(null);
          }}
        />
      ) : null}
      <PendingFieldMenu
        pendingField={pendingField}
        fields={fields}
        scroller={scroller}
        onOpen={(fieldId, anchor) => {
          setPendingField(null);
          setMenu({ kind: 'field', fieldId, anchor });
        }}
      />
    </>
  );
}

/** Opens the menu of a field just added, once its header is drawn (so it can be named at once). */
function PendingFieldMenu(props: {
  pendingField: string | null;
  fields: readonly DatabaseField[];
  scroller: React.RefObject<HTMLDivElement | null>;
  onOpen: (fieldId: string, anchor: HTMLElement) => void;
}) {
  const { pendingField, fields, scroller, onOpen } = props;
  useEffect(() => {
    if (pendingField === null || !fields.some((field) => field.id === pendingField)) return;
    const header = scroller.current?.querySelector<HTMLElement>(
      `[role=columnheader][data-field-id="${pendingField}"]`,
    );
    if (header !== null && header !== undefined) onOpen(pendingField, header);
  }, [pendingField, fields, scroller, onOpen]);
  return null;
}
