import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CellDisplay } from './CellDisplay';
import { EditorBox, exitOf, type CellEditorProps } from './editorTypes';

const Note = styled.p`
  margin: 0;
  padding: 4px 8px 6px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

const Value = styled.div`
  padding: 6px 8px 0;
  white-space: normal;
`;

/** A cell whose type is computed or unknown here: its value as read, and why it cannot be edited. */
export function ReadOnlyCell({ field, row, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  return (
    <EditorBox
      role="group"
      tabIndex={-1}
      ref={(element) => {
        element?.focus();
      }}
      aria-label={field.name}
      onKeyDown={(event) => {
        const exit = exitOf(event);
        if (exit === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        onClose(exit === 'cancel' || exit === 'down' ? 'stay' : exit);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose('stay');
      }}
    >
      <Value>
        <CellDisplay field={field} row={row} />
      </Value>
      <Note>{t('workspace.database.cell.readOnly', 'This field cannot be edited here.')}</Note>
    </EditorBox>
  );
}
