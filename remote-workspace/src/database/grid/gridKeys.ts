/** What a key pressed on the grid (no editor open) asks for. */
export type GridKeyAction =
  | { type: 'move'; rows: number; columns: number; extend: boolean }
  | { type: 'edge'; to: 'rowStart' | 'rowEnd' }
  | { type: 'tab'; backwards: boolean }
  | { type: 'edit' }
  | { type: 'type'; text: string }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'collapse' };

interface Key {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Spreadsheet keys: arrows (Shift extends), Tab, Enter/F2 edit, a character starts editing with it. */
export function gridKeyAction(event: Key): GridKeyAction | undefined {
  const modified = event.ctrlKey || event.metaKey || event.altKey;
  switch (event.key) {
    case 'ArrowUp':
      return { type: 'move', rows: -1, columns: 0, extend: event.shiftKey };
    case 'ArrowDown':
      return { type: 'move', rows: 1, columns: 0, extend: event.shiftKey };
    case 'ArrowLeft':
      return { type: 'move', rows: 0, columns: -1, extend: event.shiftKey };
    case 'ArrowRight':
      return { type: 'move', rows: 0, columns: 1, extend: event.shiftKey };
    case 'Home':
      return { type: 'edge', to: 'rowStart' };
    case 'End':
      return { type: 'edge', to: 'rowEnd' };
    case 'Tab':
      return { type: 'tab', backwards: event.shiftKey };
    case 'Enter':
    case 'F2':
      return modified ? undefined : { type: 'edit' };
    case 'Delete':
    case 'Backspace':
      return modified ? undefined : { type: 'clear' };
    case ' ':
      return modified ? undefined : { type: 'toggle' };
    case 'Escape':
      return { type: 'collapse' };
    default:
      // One printable character (not a shortcut) starts editing with it.
      return !modified && Array.from(event.key).length === 1 ? { type: 'type', text: event.key } : undefined;
  }
}
