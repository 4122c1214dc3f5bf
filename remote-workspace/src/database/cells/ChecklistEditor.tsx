import { cellValue, FieldType, shortId } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { writeCell } from '../data/commands';
import { EditorBox, EditorInput, exitOf, type CellEditorProps } from './editorTypes';

/** Items a checklist cell holds at most, and the longest item name. */
export const checklistLimits = { items: 200, name: 500 } as const;

const Item = styled.label`
  display: flex;
  gap: 6px;
  align-items: center;
  padding: 4px 8px;
`;

const Remove = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  cursor: pointer;
`;

/** A checklist cell: tick items, add one by typing and Enter, remove one. */
export function ChecklistEditor({ store, field, row, initialText, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initialText ?? '');
  const value = cellValue(field, row);
  const items = value.kind === 'checklist' ? value.items : [];
  const save = (next: { id: string; name: string; checked: boolean }[]) => {
    writeCell(
      store,
      row.id,
      field.id,
      next.length === 0
        ? null
        : {
            type: FieldType.Checklist,
            data: JSON.stringify({
              options: next.map(({ id, name }) => ({ id, name, color: 'Purple' })),
              selected_option_ids: next.filter((item) => item.checked).map((item) => item.id),
            }),
          },
    );
  };
  return (
    <EditorBox
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose('stay');
      }}
    >
      {items.map((item) => (
        <Item key={item.id}>
          <input
            type="checkbox"
            checked={item.checked}
            onChange={() => {
              save(
                items.map((other) => (other.id === item.id ? { ...other, checked: !other.checked } : other)),
              );
            }}
          />
          {item.name}
          <Remove
            type="button"
            aria-label={t('workspace.database.checklist.remove', 'Remove {{name}}', { name: item.name })}
            onClick={() => {
              save(items.filter((other) => other.id !== item.id));
            }}
          >
            ×
          </Remove>
        </Item>
      ))}
      <EditorInput
        autoFocus
        value={draft}
        maxLength={checklistLimits.name}
        placeholder={t('workspace.database.checklist.add', 'Add an item')}
        aria-label={t('workspace.database.checklist.add', 'Add an item')}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          const exit = exitOf(event);
          if (exit === undefined) return;
          event.preventDefault();
          event.stopPropagation();
          if (exit === 'down' && draft.trim() !== '' && items.length < checklistLimits.items) {
            save([...items, { id: shortId(6), name: draft.trim(), checked: false }]);
            setDraft('');
            return;
          }
          onClose(exit === 'cancel' || exit === 'down' ? 'stay' : exit);
        }}
      />
    </EditorBox>
  );
}
