import { cellText, FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toggleCheckbox, writeCell } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import type { EditorExit } from '../cells/editorTypes';
import { isEditableType } from '../cells/parseCellText';
import { gridKeyAction } from './gridKeys';
import { pasteCells } from './pasteCells';
import {
  clampPosition,
  initialSelection,
  rangeOf,
  tabbed,
  type CellPosition,
  type GridSelection,
} from './selection';
import { parseTsv, toTsv } from './tsv';

interface Params {
  store: DatabaseStore;
  viewId: string;
  rows: readonly RowModel[];
  fields: readonly DatabaseField[];
  readOnly: boolean;
  /** Brings a cell into view (the grid is virtualised: it may not be drawn). */
  reveal: (position: CellPosition) => void;
  /** Says why a paste did nothing (too large). */
  onPasteRefused: () => void;
}

/** What the grid reads of a copy or paste event (the document's, see GridView). */
export interface ClipboardLike {
  preventDefault(): void;
  clipboardData: Pick<DataTransfer, 'getData' | 'setData'> | null;
}

/** The grid's selection, keys, editing and clipboard, over the view's rows and shown fields. */
export function useGridController({ store, viewId, rows, fields, readOnly, reveal, onPasteRefused }: Params) {
  const [selection, setSelection] = useState<GridSelection>(initialSelection);
  const rowCount = rows.length;
  const columnCount = fields.length;
  const revealRef = useRef(reveal);
  revealRef.current = reveal;

  // Rows removed or filtered away: the selection stays inside the grid.
  useEffect(() => {
    if (rowCount === 0 || columnCount === 0) return;
    setSelection((current) => {
      const focus = clampPosition(current.focus, rowCount, columnCount);
      const anchor = clampPosition(current.anchor, rowCount, columnCount);
      return focus.row === current.focus.row &&
        focus.column === current.focus.column &&
        anchor.row === current.anchor.row &&
        anchor.column === current.anchor.column
        ? current
        : { ...current, focus, anchor };
    });
  }, [rowCount, columnCount]);

  const select = useCallback(
    (position: CellPosition, extend = false) => {
      const next = clampPosition(position, rowCount, columnCount);
      setSelection((current) => ({ anchor: extend ? current.anchor : next, focus: next, editing: null }));
      revealRef.current(next);
    },
    [rowCount, columnCount],
  );

  const focusedCell = () => {
    const row = rows[selection.focus.row];
    const field = fields[selection.focus.column];
    return row === undefined || field === undefined ? undefined : { row, field };
  };

  const toggle = (row: RowModel, field: DatabaseField) => {
    toggleCheckbox(store, row.id, field.id);
  };

  const startEdit = (initialText: string | undefined) => {
    const cell = focusedCell();
    if (readOnly || cell === undefined || !isEditableType(cell.field.type)) return;
    if (cell.field.type === FieldType.Checkbox) {
      if (initialText === undefined) toggle(cell.row, cell.field);
      return;
    }
    setSelection((current) => ({ ...current, editing: { initialText } }));
  };

  const clearRange = () => {
    const { from, to } = rangeOf(selection);
    for (let r = from.row; r <= to.row; r += 1) {
      for (let c = from.column; c <= to.column; c += 1) {
        const row = rows[r];
        const field = fields[c];
        if (row !== undefined && field !== undefined && isEditableType(field.type))
          writeCell(store, row.id, field.id, null);
      }
    }
  };

  const closeEditor = useCallback(
    (exit: EditorExit) => {
      setSelection((current) => {
        const base = { ...current, editing: null };
        switch (exit) {
          case 'stay':
            return base;
          case 'down': {
            const focus = clampPosition(
              { ...current.focus, row: current.focus.row + 1 },
              rowCount,
              columnCount,
            );
            return { anchor: focus, focus, editing: null };
          }
          case 'right':
          case 'left': {
            const focus = tabbed(current.focus, exit === 'left', rowCount, columnCount);
            return { anchor: focus, focus, editing: null };
          }
          default:
            return base;
        }
      });
    },
    [rowCount, columnCount],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (selection.editing !== null || event.target !== event.currentTarget) return;
    const action = gridKeyAction(event);
    if (action === undefined || rowCount === 0) return;
    event.preventDefault();
    const { focus } = selection;
    switch (action.type) {
      case 'move':
        select({ row: focus.row + action.rows, column: focus.column + action.columns }, action.extend);
        return;
      case 'edge':
        select({ row: focus.row, column: action.to === 'rowStart' ? 0 : columnCount - 1 });
        return;
      case 'tab':
        select(tabbed(focus, action.backwards, rowCount, columnCount));
        return;
      case 'edit':
        startEdit(undefined);
        return;
      case 'type':
        startEdit(action.text);
        return;
      case 'clear':
        if (!readOnly) clearRange();
        return;
      case 'toggle': {
        const cell = focusedCell();
        if (!readOnly && cell?.field.type === FieldType.Checkbox) toggle(cell.row, cell.field);
        return;
      }
      case 'collapse':
        setSelection((current) => ({ ...current, anchor: current.focus }));
        return;
      default:
        return;
    }
  };

  const onCopy = (event: ClipboardLike) => {
    if (selection.editing !== null) return;
    const { from, to } = rangeOf(selection);
    const lines: string[][] = [];
    for (let r = from.row; r <= to.row; r += 1) {
      const row = rows[r];
      if (row === undefined) continue;
      lines.push(fields.slice(from.column, to.column + 1).map((field) => cellText(field, row)));
    }
    event.preventDefault();
    event.clipboardData?.setData('text/plain', toTsv(lines));
  };

  const onPaste = (event: ClipboardLike) => {
    if (selection.editing !== null || readOnly) return;
    event.preventDefault();
    const parsed = parseTsv(event.clipboardData?.getData('text/plain') ?? '');
    if (!parsed.ok) {
      onPasteRefused();
      return;
    }
    const at = rangeOf(selection).from;
    pasteCells({ store, viewId, rows, fields, at, values: parsed.rows });
  };

  return { selection, select, startEdit, closeEditor, onKeyDown, onCopy, onPaste, toggle };
}
