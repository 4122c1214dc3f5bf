import { FieldType } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { optionFinder, writeCell } from '../data/commands';
import { OptionChip } from './CellDisplay';
import { moveSelectOption } from '../data/gridWrites';
import { EditorInput, exitOf, type CellEditorProps } from './editorTypes';
import { optionBackground } from './optionColor';
import { arrowStep, PickerBox, PickerList, PickerOption, steppedIndex } from './PickerList';
import { MAX_OPTION_NAME, OptionPanel } from './OptionPanel';

export { MAX_OPTION_NAME };

const EditOption = styled.button`
  margin-left: auto;
  padding: 0 4px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
  }
`;

const Mark = styled.span`
  width: 14px;
  color: var(--quire-primary);
`;

function selectedIds(data: string | string[] | undefined): string[] {
  if (data === undefined) return [];
  return (Array.isArray(data) ? data : data.split(',')).map((id) => id.trim()).filter((id) => id !== '');
}

/**
 * The option picker of a single or multi select cell: filter by typing, pick, or create the typed name; each
 * option's "…" opens its settings (rename, colour, move, delete), and Alt+↑/↓ moves the active option.
 */
export function SelectEditor({ store, field, row, initialText, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const multi = field.type === FieldType.MultiSelect;
  const [query, setQuery] = useState(initialText ?? '');
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  // An id whose option was deleted is not shown, nor written back when another is picked.
  const chosen = selectedIds(row.cells[field.id]?.data).filter((id) =>
    field.options.some((option) => option.id === id),
  );
  const wanted = query.trim().toLowerCase();
  const matches = field.options.filter((option) => option.name.toLowerCase().includes(wanted));
  const exact = field.options.some((option) => option.name.toLowerCase() === wanted);
  const canCreate = wanted !== '' && !exact;
  const entries = matches.length + (canCreate ? 1 : 0);
  const editingOption = field.options.find((option) => option.id === editing);

  const choose = (optionId: string) => {
    const next = multi
      ? chosen.includes(optionId)
        ? chosen.filter((id) => id !== optionId)
        : [...chosen, optionId]
      : chosen[0] === optionId
        ? []
        : [optionId];
    writeCell(
      store,
      row.id,
      field.id,
      next.length === 0
        ? null
        : { type: multi ? FieldType.MultiSelect : FieldType.SingleSelect, data: next.join(',') },
    );
    setQuery('');
    if (!multi) onClose('stay');
  };
  const create = () => {
    choose(optionFinder(store, field)(query.trim().slice(0, MAX_OPTION_NAME)));
  };
  const pick = (index: number) => {
    const option = matches[index];
    if (option !== undefined) choose(option.id);
    else if (canCreate) create();
  };

  return (
    <PickerBox onClose={onClose}>
      <EditorInput
        autoFocus
        value={query}
        maxLength={MAX_OPTION_NAME}
        placeholder={t('workspace.database.select.search', 'Search or create an option')}
        aria-label={t('workspace.database.select.search', 'Search or create an option')}
        role="combobox"
        aria-expanded="true"
        aria-controls={`options-${field.id}`}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.altKey) {
            // Reorders the active option among the field's options (the keyboard's drag).
            event.preventDefault();
            const option = matches[active];
            if (option === undefined || wanted !== '') return;
            const from = field.options.findIndex((entry) => entry.id === option.id);
            const to = from + (event.key === 'ArrowDown' ? 1 : -1);
            if (to < 0 || to >= field.options.length) return;
            moveSelectOption(store.databaseDoc, field.id, option.id, to);
            setActive(to);
            return;
          }
          const step = arrowStep(event);
          if (step !== undefined) {
            setActive((index) => steppedIndex(index, step, entries));
            return;
          }
          const exit = exitOf(event);
          if (exit === undefined) return;
          event.preventDefault();
          event.stopPropagation();
          if (exit === 'down' && entries > 0) pick(active);
          else onClose(exit === 'cancel' || exit === 'down' ? 'stay' : exit);
        }}
      />
      <PickerList id={`options-${field.id}`} role="listbox" aria-multiselectable={multi}>
        {matches.map((option, index) => (
          <PickerOption
            key={option.id}
            selected={chosen.includes(option.id)}
            active={index === active}
            onPick={() => {
              choose(option.id);
            }}
          >
            <Mark aria-hidden="true">{chosen.includes(option.id) ? '✓' : ''}</Mark>
            <OptionChip style={{ background: optionBackground(option.color) }}>{option.name}</OptionChip>
            <EditOption
              type="button"
              aria-label={t('workspace.database.option.edit', 'Edit option {{name}}', { name: option.name })}
              aria-expanded={editing === option.id}
              onClick={(event) => {
                event.stopPropagation();
                setEditing((current) => (current === option.id ? null : option.id));
              }}
            >
              …
            </EditOption>
          </PickerOption>
        ))}
        {canCreate ? (
          <PickerOption selected={false} active={active === matches.length} onPick={create}>
            <Mark aria-hidden="true">+</Mark>
            {t('workspace.database.select.create', 'Create "{{name}}"', { name: query.trim() })}
          </PickerOption>
        ) : null}
      </PickerList>
      {editingOption === undefined ? null : (
        <OptionPanel
          key={editingOption.id}
          store={store}
          field={field}
          option={editingOption}
          onDone={() => {
            setEditing(null);
          }}
        />
      )}
    </PickerBox>
  );
}
