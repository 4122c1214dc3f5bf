import { exhaustive } from '@quire/shared';
import type { DatabaseField, DatabaseModel, DatabaseViewModel, ViewFilter } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { removeFilter, updateFilter } from '../data/gridWrites';
import { optionBackground } from '../cells/optionColor';
import { OptionChip } from '../cells/CellDisplay';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { EditorRow, Picker, ValueInput } from './barStyles';
import {
  conditionChoices,
  dateContent,
  dayOf,
  defaultFilter,
  filterFamily,
  type FilterValueKind,
} from './filterKinds';

/** Longest text or number a filter compares with. */
export const MAX_FILTER_VALUE = 200;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  filter: ViewFilter;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The content a condition starts with when it takes another kind of value than the one before. */
function emptyContent(kind: FilterValueKind): string {
  return kind === 'date' || kind === 'dateRange' ? '{}' : '';
}

/**
 * One filter's editor: its field, its condition (those of the field's type) and the value the condition takes —
 * text, a number, options of the field, a day or two. Each change is written at once (updateFilter).
 */
export function FilterEditor({ store, database, view, filter, anchor, onClose }: Props) {
  const { t } = useTranslation();
  const doc = store.databaseDoc;
  const field = database.fields[filter.fieldId];
  const [text, setText] = useState(filter.content);
  if (field === undefined) return null;
  const choices = conditionChoices(t, field);
  const choice = choices.find((entry) => entry.condition === filter.condition) ?? choices[0];
  const kind = choice?.value ?? 'none';
  const filterable = Object.values(database.fields).filter((entry) => filterFamily(entry.type) !== undefined);
  const update = (patch: { fieldId?: string; condition?: number; content?: string }) => {
    updateFilter(doc, view.id, filter.id, patch);
  };
  const valueLabel = t('workspace.database.filter.value', 'Filter value for {{field}}', {
    field: field.name,
  });
  return (
    <Menu label={t('workspace.database.filter.edit', 'Edit filter')} anchor={anchor} onClose={onClose}>
      <EditorRow>
        <Picker
          aria-label={t('workspace.database.filter.field', 'Field')}
          value={field.id}
          onChange={(event) => {
            const next = database.fields[event.target.value];
            const start = next === undefined ? undefined : defaultFilter(t, next);
            if (next === undefined || start === undefined) return;
            setText(start.content);
            update({ fieldId: next.id, ...start });
          }}
        >
          {filterable.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </Picker>
        <Picker
          aria-label={t('workspace.database.filter.conditionLabel', 'Condition')}
          value={choice?.condition ?? filter.condition}
          onChange={(event) => {
            const next = choices.find((entry) => entry.condition === Number(event.target.value));
            if (next === undefined) return;
            if (next.value === kind) update({ condition: next.condition });
            else {
              setText(emptyContent(next.value));
              update({ condition: next.condition, content: emptyContent(next.value) });
            }
          }}
        >
          {choices.map((entry) => (
            <option key={entry.condition} value={entry.condition}>
              {entry.label}
            </option>
          ))}
        </Picker>
      </EditorRow>
      <FilterValue
        kind={kind}
        field={field}
        content={filter.content}
        text={text}
        label={valueLabel}
        onText={(value) => {
          setText(value);
          update({ content: value });
        }}
        onContent={(content) => {
          update({ content });
        }}
        onDone={onClose}
      />
      <MenuSeparator />
      <MenuItem
        $danger
        onClick={() => {
          removeFilter(doc, view.id, filter.id);
          onClose();
        }}
      >
        {t('workspace.database.filter.delete', 'Delete filter')}
      </MenuItem>
    </Menu>
  );
}

/** The value input of a condition by what it takes. */
function FilterValue(props: {
  kind: FilterValueKind;
  field: DatabaseField;
  content: string;
  text: string;
  label: string;
  onText: (text: string) => void;
  onContent: (content: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { kind, field, content, text, label, onText, onContent, onDone } = props;
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onDone();
    }
  };
  switch (kind) {
    case 'none':
      return null;
    case 'text':
    case 'number':
      return (
        <EditorRow>
          <ValueInput
            autoFocus
            value={text}
            maxLength={MAX_FILTER_VALUE}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            aria-label={label}
            onChange={(event) => {
              onText(event.target.value);
            }}
            onKeyDown={onEnter}
          />
        </EditorRow>
      );
    case 'options': {
      const chosen = content.split(',').filter((id) => id !== '');
      return (
        <div role="group" aria-label={label}>
          {field.options.map((option) => (
            <MenuItem
              key={option.id}
              role="menuitemcheckbox"
              aria-checked={chosen.includes(option.id)}
              onClick={() => {
                const next = chosen.includes(option.id)
                  ? chosen.filter((id) => id !== option.id)
                  : [...chosen, option.id];
                onContent(next.join(','));
              }}
            >
              <span aria-hidden="true">{chosen.includes(option.id) ? '✓' : ''}</span>
              <OptionChip style={{ background: optionBackground(option.color) }}>{option.name}</OptionChip>
            </MenuItem>
          ))}
        </div>
      );
    }
    case 'date':
      return (
        <EditorRow>
          <ValueInput
            type="date"
            value={dayOf(content, 'timestamp')}
            aria-label={label}
            onChange={(event) => {
              onContent(dateContent('date', event.target.value, ''));
            }}
            onKeyDown={onEnter}
          />
        </EditorRow>
      );
    case 'dateRange': {
      const start = dayOf(content, 'start');
      const end = dayOf(content, 'end');
      return (
        <EditorRow>
          <ValueInput
            type="date"
            value={start}
            aria-label={t('workspace.database.filter.start', 'From')}
            onChange={(event) => {
              onContent(dateContent('dateRange', event.target.value, end));
            }}
          />
          <ValueInput
            type="date"
            value={end}
            aria-label={t('workspace.database.filter.end', 'To')}
            onChange={(event) => {
              onContent(dateContent('dateRange', start, event.target.value));
            }}
          />
        </EditorRow>
      );
    }
    default:
      return exhaustive(kind);
  }
}
