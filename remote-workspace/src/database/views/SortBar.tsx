import type { DatabaseModel, DatabaseViewModel } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { addSort, moveSort, removeSort, updateSort } from '../data/gridWrites';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { Chip, ChipButton, EditorRow, Picker, Tool } from './barStyles';

const Small = styled(ChipButton)`
  border: 1px solid var(--quire-border);

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  readOnly: boolean;
}

/**
 * The sort bar: the view's sorts as chips (first applies first), and from any of them the sorts' editor —
 * field and direction per level, add, remove, and move a level up or down.
 */
export function SortBar({ store, database, view, readOnly }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const doc = store.databaseDoc;
  const fields = Object.values(database.fields);
  const sorted = new Set(view.sorts.map((sort) => sort.fieldId));
  const unsorted = fields.filter((field) => !sorted.has(field.id));
  return (
    <>
      {view.sorts.map((sort) => {
        const field = database.fields[sort.fieldId];
        if (field === undefined) return null;
        return (
          <Chip key={sort.id ?? sort.fieldId} data-testid="database-sort">
            <ChipButton
              type="button"
              disabled={readOnly}
              aria-haspopup="menu"
              aria-label={t('workspace.database.sort.edit', 'Sorts: {{field}} {{direction}}', {
                field: field.name,
                direction: sort.descending ? '↓' : '↑',
              })}
              onClick={(event) => {
                setAnchor(event.currentTarget);
              }}
            >
              {field.name} {sort.descending ? '↓' : '↑'}
            </ChipButton>
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
      {readOnly || fields.length === 0 ? null : (
        <Tool
          type="button"
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          {t('workspace.database.sort.open', 'Sort')}
        </Tool>
      )}
      {anchor === null || readOnly ? null : (
        <Menu
          label={t('workspace.database.sort.menu', 'Sorts')}
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
          }}
        >
          {view.sorts.map((sort, index) => {
            const id = sort.id;
            if (id === undefined) return null;
            const level = index + 1;
            return (
              <EditorRow
                key={id}
                role="group"
                aria-label={t('workspace.database.sort.level', 'Sort {{level}}', { level })}
              >
                <Picker
                  aria-label={t('workspace.database.sort.field', 'Sort field')}
                  value={sort.fieldId}
                  onChange={(event) => {
                    updateSort(doc, view.id, id, { fieldId: event.target.value });
                  }}
                >
                  {fields
                    .filter((field) => field.id === sort.fieldId || !sorted.has(field.id))
                    .map((field) => (
                      <option key={field.id} value={field.id}>
                        {field.name}
                      </option>
                    ))}
                </Picker>
                <Picker
                  aria-label={t('workspace.database.sort.direction', 'Direction')}
                  value={sort.descending ? 'desc' : 'asc'}
                  onChange={(event) => {
                    updateSort(doc, view.id, id, { descending: event.target.value === 'desc' });
                  }}
                >
                  <option value="asc">{t('workspace.database.sort.ascending', 'Ascending')}</option>
                  <option value="desc">{t('workspace.database.sort.descending', 'Descending')}</option>
                </Picker>
                <Small
                  type="button"
                  disabled={index === 0}
                  aria-label={t('workspace.database.sort.up', 'Apply sort {{level}} earlier', { level })}
                  onClick={() => {
                    moveSort(doc, view.id, id, index - 1);
                  }}
                >
                  ↑
                </Small>
                <Small
                  type="button"
                  disabled={index === view.sorts.length - 1}
                  aria-label={t('workspace.database.sort.down', 'Apply sort {{level}} later', { level })}
                  onClick={() => {
                    moveSort(doc, view.id, id, index + 1);
                  }}
                >
                  ↓
                </Small>
                <Small
                  type="button"
                  aria-label={t('workspace.database.sort.removeLevel', 'Remove sort {{level}}', { level })}
                  onClick={() => {
                    removeSort(doc, view.id, id);
                    if (view.sorts.length === 1) setAnchor(null);
                  }}
                >
                  ×
                </Small>
              </EditorRow>
            );
          })}
          {unsorted[0] === undefined ? null : (
            <>
              <MenuSeparator />
              <MenuItem
                onClick={() => {
                  const next = unsorted[0];
                  if (next !== undefined) addSort(doc, view.id, { fieldId: next.id, descending: false });
                }}
              >
                {t('workspace.database.sort.add', '+ Add sort')}
              </MenuItem>
            </>
          )}
        </Menu>
      )}
    </>
  );
}
