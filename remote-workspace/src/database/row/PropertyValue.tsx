import { cellText, FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CellDisplay } from '../cells/CellDisplay';
import { CellEditor } from '../cells/CellEditor';
import { toggleCheckbox } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { RelationLinks } from './RelationLinks';

/** The types this page edits with the grid's cell editors; the others are shown as they are. */
const editableTypes: ReadonlySet<number> = new Set<number>([
  FieldType.RichText,
  FieldType.Number,
  FieldType.DateTime,
  FieldType.SingleSelect,
  FieldType.MultiSelect,
  FieldType.Checkbox,
  FieldType.URL,
  FieldType.Checklist,
  FieldType.Time,
]);

const Box = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  min-height: 32px;
`;

const Value = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-height: 32px;
  box-sizing: border-box;
  padding: 4px 8px;
  border-radius: var(--quire-radius-small);
  overflow-wrap: anywhere;

  &[role='button'] {
    cursor: pointer;
  }

  &[role='button']:hover,
  &[role='button']:focus-visible {
    background: var(--quire-hover);
    outline: none;
  }
`;

const Empty = styled.span`
  color: var(--quire-text-secondary);
`;

interface Props {
  store: DatabaseStore;
  field: DatabaseField;
  row: RowModel;
  readOnly: boolean;
  /** The database's own id: a relation to its rows can name them and open them. */
  databaseId: string;
  workspaceId: string;
  onOpenRow: (rowId: string) => void;
}

/** One property's value: its display, and on a press the grid's type-aware editor for it (checkboxes toggle). */
export function PropertyValue({ store, field, row, readOnly, databaseId, workspaceId, onOpenRow }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const value = useRef<HTMLDivElement>(null);
  const valueId = useId();
  if (field.type === FieldType.Relation) {
    return (
      <Box>
        <Value>
          <RelationLinks
            store={store}
            field={field}
            row={row}
            databaseId={databaseId}
            workspaceId={workspaceId}
            onOpenRow={onOpenRow}
          />
        </Value>
      </Box>
    );
  }
  const editable = !readOnly && editableTypes.has(field.type);
  const checkbox = field.type === FieldType.Checkbox;
  const activate = () => {
    if (checkbox) toggleCheckbox(store, row.id, field.id);
    else setEditing(true);
  };
  if (editing && editable) {
    return (
      <Box data-testid="row-property-editor">
        <CellEditor
          store={store}
          field={field}
          row={row}
          initialText={undefined}
          onClose={() => {
            setEditing(false);
            // Back on the value once it is drawn again.
            queueMicrotask(() => value.current?.focus());
          }}
        />
      </Box>
    );
  }
  const empty = cellText(field, row) === '' && !checkbox;
  return (
    <Box>
      <Value
        ref={value}
        data-testid="row-property-value"
        data-field-id={field.id}
        {...(editable
          ? {
              role: 'button',
              tabIndex: 0,
              // Named by what it shows, then what it does: a name that left out the visible value would not
              // be the one a speech user says (axe's label-content-name-mismatch).
              id: valueId,
              'aria-labelledby': `${valueId} ${valueId}-action`,
              onClick: activate,
              onKeyDown: (event: React.KeyboardEvent) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                activate();
              },
            }
          : {})}
      >
        {empty ? (
          <Empty>{t('workspace.database.rowPage.empty', 'Empty')}</Empty>
        ) : (
          <CellDisplay field={field} row={row} />
        )}
      </Value>
      {editable ? (
        <span id={`${valueId}-action`} hidden>
          {t('workspace.database.cell.edit', 'Edit {{field}}', { field: field.name })}
        </span>
      ) : null}
    </Box>
  );
}
