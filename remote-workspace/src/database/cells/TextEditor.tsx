import { cellText, FieldType } from '@quire/shared/collab';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeCell } from '../data/commands';
import { EditorBox, EditorInput, exitOf, type CellEditorProps } from './editorTypes';
import { parseCellText } from './parseCellText';

/** Longest text a cell takes from the grid (the model's own cap may be lower; it refuses, never truncates). */
export const MAX_CELL_TEXT = 10_000;

function rawText(props: CellEditorProps): string {
  const cell = props.row.cells[props.field.id];
  if (cell === undefined) return '';
  // A number is edited as stored (1234.5), not as shown ($1,234.50).
  if (props.field.type === FieldType.Number && typeof cell.data === 'string') return cell.data;
  return cellText(props.field, props.row);
}

/** Text, number and URL cells: one line, written on Enter, Tab or leaving; Escape keeps the old value. */
export function TextEditor(props: CellEditorProps) {
  const { t } = useTranslation();
  const { store, field, row, initialText, onClose } = props;
  const [text, setText] = useState(() => initialText ?? rawText(props));
  const [invalid, setInvalid] = useState(false);
  // Escape closes without writing; the blur that follows must not write either.
  const closed = useRef(false);
  const commit = (): boolean => {
    if (closed.current || text === rawText(props)) return true;
    const input = parseCellText(field, text, () => '');
    if (input === null) {
      setInvalid(true);
      return false;
    }
    writeCell(store, row.id, field.id, input);
    return true;
  };
  return (
    <EditorBox>
      <EditorInput
        autoFocus
        value={text}
        maxLength={MAX_CELL_TEXT}
        aria-label={t('workspace.database.cell.edit', 'Edit {{field}}', { field: field.name })}
        aria-invalid={invalid}
        inputMode={field.type === FieldType.Number ? 'decimal' : undefined}
        onFocus={(event) => {
          // Typing replaced the text: the caret goes after it, not around the whole text.
          if (initialText !== undefined) event.currentTarget.setSelectionRange(text.length, text.length);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          const exit = exitOf(event);
          if (exit === undefined) return;
          event.preventDefault();
          event.stopPropagation();
          if (exit === 'cancel') {
            closed.current = true;
            onClose('stay');
          } else if (commit()) {
            closed.current = true;
            onClose(exit);
          }
        }}
        onBlur={() => {
          commit();
        }}
      />
    </EditorBox>
  );
}
