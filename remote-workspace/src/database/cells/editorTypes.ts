import type { DatabaseField, RowModel } from '@quire/shared/collab';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';

/** Where the selection goes when an editor closes. */
export type EditorExit = 'stay' | 'down' | 'right' | 'left';

export interface CellEditorProps {
  store: DatabaseStore;
  field: DatabaseField;
  row: RowModel;
  /** The character that started the edit, replacing the cell's text; undefined keeps the text. */
  initialText: string | undefined;
  /** Closes the editor (its writes are made); `exit` moves the selection. */
  onClose: (exit: EditorExit) => void;
}

/** The box an editor opens in, over its cell and above the grid's rows. */
export const EditorBox = styled.div`
  position: absolute;
  top: -1px;
  left: -1px;
  z-index: 30;
  min-width: calc(100% + 2px);
  min-height: calc(100% + 2px);
  box-sizing: border-box;
  border: 2px solid var(--quire-primary);
  border-radius: var(--quire-radius-small);
  background: var(--quire-surface-raised);
  box-shadow: var(--quire-shadow-popover);
  color: var(--quire-text);
`;

export const EditorInput = styled.input`
  width: 100%;
  min-width: 160px;
  box-sizing: border-box;
  padding: 6px 8px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
`;

/** The keys every editor shares: Escape leaves, Enter and Tab commit and move on. */
export function exitOf(event: { key: string; shiftKey: boolean }): EditorExit | 'cancel' | undefined {
  switch (event.key) {
    case 'Escape':
      return 'cancel';
    case 'Enter':
      return event.shiftKey ? undefined : 'down';
    case 'Tab':
      return event.shiftKey ? 'left' : 'right';
    default:
      return undefined;
  }
}
