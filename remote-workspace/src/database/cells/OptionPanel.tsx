import { selectOptionColors, type DatabaseField, type SelectOption } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { deleteSelectOption, moveSelectOption, updateSelectOption } from '../data/gridWrites';
import { optionBackground } from './optionColor';

/** Longest option name a rename writes (the picker's own limit). */
export const MAX_OPTION_NAME = 200;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 6px 8px;
  border-top: 1px solid var(--quire-border);
`;

const NameInput = styled.input`
  padding: 4px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Swatch = styled.button`
  width: 20px;
  height: 20px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  cursor: pointer;

  &[aria-checked='true'] {
    outline: 2px solid var(--quire-primary);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;

const Action = styled.button<{ $danger?: boolean }>`
  padding: 2px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: ${(props) => (props.$danger === true ? 'var(--quire-error)' : 'var(--quire-text)')};
  font: inherit;
  font-size: 12px;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

interface Props {
  store: DatabaseStore;
  field: DatabaseField;
  option: SelectOption;
  onDone: () => void;
}

/**
 * One select option's settings: rename (Enter or leaving the name saves), recolour with AppFlowy's colour
 * names, move up or down in the field's order, delete (cells naming it then read as without it).
 */
export function OptionPanel({ store, field, option, onDone }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(option.name);
  const doc = store.databaseDoc;
  const index = field.options.findIndex((entry) => entry.id === option.id);
  const saveName = () => {
    const trimmed = name.trim().slice(0, MAX_OPTION_NAME);
    if (trimmed !== '' && trimmed !== option.name)
      updateSelectOption(doc, field.id, option.id, { name: trimmed });
  };
  const move = (toIndex: number) => {
    moveSelectOption(doc, field.id, option.id, toIndex);
  };
  return (
    <Panel
      role="group"
      aria-label={t('workspace.database.option.edit', 'Edit option {{name}}', { name: option.name })}
      onKeyDown={(event) => {
        // The grid's and the picker's keys stay out of the panel.
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <NameInput
        autoFocus
        value={name}
        maxLength={MAX_OPTION_NAME}
        aria-label={t('workspace.database.option.name', 'Option name')}
        onChange={(event) => {
          setName(event.target.value);
        }}
        onBlur={saveName}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          saveName();
          onDone();
        }}
      />
      <Swatches role="radiogroup" aria-label={t('workspace.database.option.color', 'Colour')}>
        {selectOptionColors.map((color) => (
          <Swatch
            key={color}
            type="button"
            role="radio"
            aria-checked={option.color === color}
            aria-label={t(`workspace.database.option.colors.${color}`, color)}
            title={t(`workspace.database.option.colors.${color}`, color)}
            style={{ background: optionBackground(color) }}
            onClick={() => {
              updateSelectOption(doc, field.id, option.id, { color });
            }}
          />
        ))}
      </Swatches>
      <Actions>
        <Action
          type="button"
          disabled={index <= 0}
          onClick={() => {
            move(index - 1);
          }}
        >
          {t('workspace.database.option.moveUp', 'Move up')}
        </Action>
        <Action
          type="button"
          disabled={index === -1 || index >= field.options.length - 1}
          onClick={() => {
            move(index + 1);
          }}
        >
          {t('workspace.database.option.moveDown', 'Move down')}
        </Action>
        <Action
          type="button"
          $danger
          onClick={() => {
            deleteSelectOption(doc, field.id, option.id);
            onDone();
          }}
        >
          {t('workspace.database.option.delete', 'Delete')}
        </Action>
      </Actions>
    </Panel>
  );
}
