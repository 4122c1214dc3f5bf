import type { DatabaseModel, DatabaseViewModel } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { addFilter, removeFilter, removeSort } from '../data/writes';
import { Menu, MenuItem } from '../ui/Menu';
import { conditionText, simpleCondition } from './filterConditions';

/** Longest search or filter text. */
export const MAX_QUERY = 200;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px 0;
`;

const Chip = styled.span`
  display: inline-flex;
  gap: 4px;
  align-items: center;
  padding: 2px 4px 2px 8px;
  border: 1px solid var(--quire-border);
  border-radius: 999px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

const ChipButton = styled.button`
  padding: 0 4px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Tool = styled.button`
  padding: 4px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

const Search = styled.input`
  margin-left: auto;
  padding: 4px 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
`;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  readOnly: boolean;
  search: string;
  onSearch: (text: string) => void;
}

/** The view's sorts and filters as removable chips, "+ Filter", and the search within the view. */
export function ViewToolbar({ store, database, view, readOnly, search, onSearch }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const doc = store.databaseDoc;
  const filterable = Object.values(database.fields).filter((field) => simpleCondition(field) !== undefined);
  const chosen = fieldId === null ? undefined : database.fields[fieldId];
  const create = (text: string) => {
    const condition = chosen === undefined ? undefined : simpleCondition(chosen);
    if (chosen === undefined || condition === undefined) return;
    addFilter(doc, view.id, {
      fieldId: chosen.id,
      condition: condition.condition,
      content: text,
    });
    setAdding(null);
    setFieldId(null);
    setContent('');
  };
  return (
    <Bar data-testid="database-toolbar">
      {view.sorts.map((sort) => {
        const field = database.fields[sort.fieldId];
        if (field === undefined) return null;
        return (
          <Chip key={sort.fieldId} data-testid="database-sort">
            {field.name} {sort.descending ? '↓' : '↑'}
            {readOnly ? null : (
              <ChipButton
                type="button"
                aria-label={t('workspace.database.sort.remove', 'Remove the sort by {{field}}', {
                  field: field.name,
                })}
                onClick={() => {
                  if (sort.id !== undefined) removeSort(doc, view.id, sort.id);
                }}
              >
                ×
              </ChipButton>
            )}
          </Chip>
        );
      })}
      {view.filters.map((filter) => {
        const field = database.fields[filter.fieldId];
        if (field === undefined || filter.kind !== 'data') return null;
        return (
          <Chip key={filter.id} data-testid="database-filter">
            {conditionText(t, field, filter.condition, filter.content)}
            {readOnly ? null : (
              <ChipButton
                type="button"
                aria-label={t('workspace.database.filter.remove', 'Remove this filter')}
                onClick={() => {
                  removeFilter(doc, view.id, filter.id);
                }}
              >
                ×
              </ChipButton>
            )}
          </Chip>
        );
      })}
      {readOnly || filterable.length === 0 ? null : (
        <Tool
          type="button"
          onClick={(event) => {
            setAdding(event.currentTarget);
          }}
        >
          {t('workspace.database.filter.add', '+ Filter')}
        </Tool>
      )}
      <Search
        type="search"
        value={search}
        maxLength={MAX_QUERY}
        placeholder={t('workspace.database.search', 'Search')}
        aria-label={t('workspace.database.searchLabel', 'Search this view')}
        onChange={(event) => {
          onSearch(event.target.value);
        }}
      />
      {adding === null ? null : (
        <Menu
          label={t('workspace.database.filter.add', '+ Filter')}
          anchor={adding}
          onClose={() => {
            setAdding(null);
          }}
        >
          {chosen === undefined ? (
            filterable.map((field) => (
              <MenuItem
                key={field.id}
                onClick={() => {
                  if (simpleCondition(field)?.needsContent === false) {
                    addFilter(doc, view.id, {
                      fieldId: field.id,
                      condition: 0,
                      content: '',
                    });
                    setAdding(null);
                  } else setFieldId(field.id);
                }}
              >
                {field.name}
              </MenuItem>
            ))
          ) : (
            <Search
              autoFocus
              value={content}
              maxLength={MAX_QUERY}
              aria-label={t('workspace.database.filter.value', 'Filter value for {{field}}', {
                field: chosen.name,
              })}
              onChange={(event) => {
                setContent(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') create(content);
              }}
            />
          )}
        </Menu>
      )}
    </Bar>
  );
}
