import { exhaustive } from '@quire/shared';
import type { DatabaseField, DatabaseModel, DatabaseViewModel, ViewFilter } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { onFilterEditorRequest } from '../data/filterRequests';
import { addFilter, addFilterGroup, removeFilter, setFilterJoin } from '../data/gridWrites';
import { Menu, MenuItem } from '../ui/Menu';
import { Chip, ChipButton, Group, Picker, Tool } from './barStyles';
import { conditionChoices, dayOf, defaultFilter, filterFamily } from './filterKinds';
import { FilterEditor } from './FilterEditor';

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  readOnly: boolean;
}

/** The view's filters as AppFlowy stores them: one root group (its join) or top-level entries joined by AND. */
function rootOf(filters: readonly ViewFilter[]): {
  join: 'and' | 'or';
  groupId?: string;
  entries: ViewFilter[];
} {
  const only = filters[0];
  if (filters.length === 1 && only !== undefined && only.kind !== 'data') {
    return { join: only.kind, groupId: only.id, entries: only.children };
  }
  return { join: 'and', entries: [...filters] };
}

/** A filter's chip text: field, condition and value (option names and days, never ids or seconds). */
export function filterLabel(t: TFunction, field: DatabaseField, filter: ViewFilter): string {
  const choice = conditionChoices(t, field).find((entry) => entry.condition === filter.condition);
  const condition = choice?.label ?? String(filter.condition);
  let value = '';
  const kind = choice?.value;
  switch (kind) {
    case 'text':
      value = `"${filter.content}"`;
      break;
    case 'number':
      value = filter.content;
      break;
    case 'options':
      value = filter.content
        .split(',')
        .map((id) => field.options.find((option) => option.id === id)?.name)
        .filter((name) => name !== undefined)
        .join(', ');
      break;
    case 'date':
      value = dayOf(filter.content, 'timestamp');
      break;
    case 'dateRange':
      value = `${dayOf(filter.content, 'start')} – ${dayOf(filter.content, 'end')}`;
      break;
    case 'none':
    case undefined:
      break;
    default:
      return exhaustive(kind);
  }
  return t('workspace.database.filter.chip', '{{field}} {{condition}} {{value}}', {
    field: field.name,
    condition,
    value,
  }).trim();
}

/**
 * The filter bar: a chip per filter (opening its editor), the AND/OR join of the view and of each group (one
 * level), "+ Filter" on a field, and the editor opened when a field's header menu asks for one.
 */
export function FilterBar({ store, database, view, readOnly }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ filterId: string; anchor: HTMLElement } | null>(null);
  const [adding, setAdding] = useState<{ anchor: HTMLElement; parentId?: string } | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const doc = store.databaseDoc;
  const root = rootOf(view.filters);
  const filterable = Object.values(database.fields).filter((field) => filterFamily(field.type) !== undefined);

  useEffect(() => onFilterEditorRequest(store, setRequested), [store]);
  // A filter asked for from a header menu opens once its chip is drawn.
  useEffect(() => {
    if (requested === null) return;
    const chip = document.querySelector<HTMLElement>(`[data-filter-id="${requested}"] button`);
    if (chip === null) return;
    setRequested(null);
    setEditing({ filterId: requested, anchor: chip });
  }, [requested, view.filters]);

  const add = (field: DatabaseField, parentId: string | undefined, anchor: HTMLElement) => {
    const start = defaultFilter(t, field);
    if (start === undefined) return;
    const filterId = addFilter(doc, view.id, {
      fieldId: field.id,
      ...start,
      ...(parentId === undefined ? {} : { parentId }),
    });
    setAdding(null);
    setEditing({ filterId, anchor });
  };
  const joinPicker = (join: 'and' | 'or', groupId: string | undefined, label: string) => (
    <Picker
      aria-label={label}
      value={join}
      disabled={readOnly}
      onChange={(event) => {
        setFilterJoin(doc, view.id, groupId, event.target.value === 'or' ? 'or' : 'and');
      }}
    >
      <option value="and">{t('workspace.database.filter.and', 'And')}</option>
      <option value="or">{t('workspace.database.filter.or', 'Or')}</option>
    </Picker>
  );
  const chip = (filter: ViewFilter) => {
    const field = database.fields[filter.fieldId];
    if (field === undefined || filter.kind !== 'data') return null;
    return (
      <Chip key={filter.id} data-testid="database-filter" data-filter-id={filter.id}>
        <ChipButton
          type="button"
          disabled={readOnly}
          aria-haspopup="menu"
          onClick={(event) => {
            setEditing({ filterId: filter.id, anchor: event.currentTarget });
          }}
        >
          {filterLabel(t, field, filter)}
        </ChipButton>
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
  };
  const editedFilter = editing === null ? undefined : findFilter(view.filters, editing.filterId);
  return (
    <>
      {root.entries.map((entry, index) => (
        <Fragment key={entry.id}>
          {index === 1
            ? joinPicker(root.join, root.groupId, t('workspace.database.filter.join', 'Join filters'))
            : null}
          {entry.kind === 'data' ? (
            chip(entry)
          ) : (
            <Group role="group" aria-label={t('workspace.database.filter.group', 'Filter group')}>
              {entry.children.map((child, childIndex) => (
                <Fragment key={child.id}>
                  {childIndex === 1
                    ? joinPicker(
                        entry.kind === 'or' ? 'or' : 'and',
                        entry.id,
                        t('workspace.database.filter.groupJoin', 'Join this group'),
                      )
                    : null}
                  {child.kind === 'data' ? chip(child) : null}
                </Fragment>
              ))}
              {readOnly ? null : (
                <ChipButton
                  type="button"
                  aria-label={t('workspace.database.filter.addToGroup', 'Add a filter to this group')}
                  onClick={(event) => {
                    setAdding({ anchor: event.currentTarget, parentId: entry.id });
                  }}
                >
                  +
                </ChipButton>
              )}
              {readOnly ? null : (
                <ChipButton
                  type="button"
                  aria-label={t('workspace.database.filter.removeGroup', 'Remove this group')}
                  onClick={() => {
                    removeFilter(doc, view.id, entry.id);
                  }}
                >
                  ×
                </ChipButton>
              )}
            </Group>
          )}
        </Fragment>
      ))}
      {readOnly || filterable.length === 0 ? null : (
        <Tool
          type="button"
          aria-haspopup="menu"
          onClick={(event) => {
            setAdding({ anchor: event.currentTarget });
          }}
        >
          {t('workspace.database.filter.add', '+ Filter')}
        </Tool>
      )}
      {readOnly || filterable.length === 0 ? null : (
        <Tool
          type="button"
          aria-haspopup="menu"
          onClick={(event) => {
            // A group (one level: groups are made at the view's level only) and, at once, its first filter.
            const parentId = addFilterGroup(doc, view.id, { join: 'or' });
            setAdding({ anchor: event.currentTarget, parentId });
          }}
        >
          {t('workspace.database.filter.addGroup', '+ Filter group')}
        </Tool>
      )}
      {adding === null ? null : (
        <Menu
          label={t('workspace.database.filter.add', '+ Filter')}
          anchor={adding.anchor}
          onClose={() => {
            setAdding(null);
          }}
        >
          {filterable.map((field) => (
            <MenuItem
              key={field.id}
              onClick={() => {
                add(field, adding.parentId, adding.anchor);
              }}
            >
              {field.name}
            </MenuItem>
          ))}
        </Menu>
      )}
      {editing === null || editedFilter === undefined || readOnly ? null : (
        <FilterEditor
          key={editedFilter.id}
          store={store}
          database={database}
          view={view}
          filter={editedFilter}
          anchor={editing.anchor}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

function findFilter(filters: readonly ViewFilter[], id: string): ViewFilter | undefined {
  for (const filter of filters) {
    if (filter.id === id) return filter;
    const inner = findFilter(filter.children, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
