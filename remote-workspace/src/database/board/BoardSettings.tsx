import {
  DateGroupCondition,
  FieldType,
  FieldVisibility,
  isGroupableType,
  setBoardSettings,
  setDateGroupCondition,
  setFieldVisibility,
  setGroupField,
  setGroupVisible,
  type DatabaseModel,
  type DatabaseViewModel,
} from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { BoardBar, IconButton } from './boardStyles';
import { groupName } from './groupLabel';

const Heading = styled.div`
  padding: 6px 8px 2px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  readOnly: boolean;
}

/**
 * The board's settings: the field it groups by, whether the "no value" column shows, the hidden groups (shown
 * again from here) and which properties the cards show.
 */
export function BoardSettings({ store, database, view, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const doc = store.databaseDoc;
  const field = database.fields[view.grouping?.fieldId ?? ''];
  const groupable = Object.values(database.fields).filter((candidate) => isGroupableType(candidate.type));
  const hidden = (view.grouping?.groups ?? []).filter((group) => !group.visible);
  const properties = Object.values(database.fields).filter((candidate) => !candidate.isPrimary);
  const hideUngrouped = view.board?.hideUngroupedColumn === true;
  const byDate =
    field !== undefined &&
    [FieldType.DateTime, FieldType.CreatedTime, FieldType.LastEditedTime].some((type) => type === field.type);
  const condition = view.grouping?.dateCondition ?? DateGroupCondition.Month;
  const buckets = [
    [DateGroupCondition.Day, t('workspace.database.board.byDay', 'By day')],
    [DateGroupCondition.Week, t('workspace.database.board.byWeek', 'By week')],
    [DateGroupCondition.Month, t('workspace.database.board.byMonth', 'By month')],
    [DateGroupCondition.Year, t('workspace.database.board.byYear', 'By year')],
  ] as const;
  return (
    <BoardBar>
      <span data-testid="board-group-field">
        {field === undefined
          ? t('workspace.database.board.notGrouped', 'Not grouped')
          : t('workspace.database.board.groupedBy', 'Grouped by {{field}}', { field: field.name })}
      </span>
      {readOnly ? null : (
        <IconButton
          type="button"
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          {t('workspace.database.board.settings', 'Board settings')}
        </IconButton>
      )}
      {anchor === null ? null : (
        <Menu
          label={t('workspace.database.board.settings', 'Board settings')}
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
          }}
        >
          <Heading>{t('workspace.database.board.groupBy', 'Group by')}</Heading>
          {groupable.map((candidate) => (
            <MenuItem
              key={candidate.id}
              aria-checked={candidate.id === field?.id}
              onClick={() => {
                setGroupField(doc, view.id, candidate.id);
              }}
            >
              {candidate.name}
            </MenuItem>
          ))}
          {byDate ? (
            <>
              <MenuSeparator />
              {buckets.map(([bucket, label]) => (
                <MenuItem
                  key={bucket}
                  aria-checked={condition === bucket}
                  onClick={() => {
                    setDateGroupCondition(doc, view.id, bucket, view.grouping?.hideEmpty === true);
                  }}
                >
                  {label}
                </MenuItem>
              ))}
            </>
          ) : null}
          {field === undefined ? null : (
            <>
              <MenuSeparator />
              <MenuItem
                aria-checked={!hideUngrouped}
                onClick={() => {
                  setBoardSettings(doc, view.id, { hideUngroupedColumn: !hideUngrouped });
                }}
              >
                {hideUngrouped
                  ? t('workspace.database.board.showNoValue', 'Show “{{group}}”', {
                      group: groupName(t, field, field.id, i18n.language),
                    })
                  : t('workspace.database.board.hideNoValue', 'Hide “{{group}}”', {
                      group: groupName(t, field, field.id, i18n.language),
                    })}
              </MenuItem>
            </>
          )}
          {hidden.length === 0 ? null : (
            <>
              <MenuSeparator />
              <Heading>{t('workspace.database.board.hiddenGroups', 'Hidden groups')}</Heading>
              {hidden.map((group) => (
                <MenuItem
                  key={group.id}
                  onClick={() => {
                    setGroupVisible(doc, view.id, group.id, true);
                  }}
                >
                  {t('workspace.database.board.showGroup', 'Show {{group}}', {
                    group: groupName(t, field, group.id, i18n.language),
                  })}
                </MenuItem>
              ))}
            </>
          )}
          {properties.length === 0 ? null : (
            <>
              <MenuSeparator />
              <Heading>{t('workspace.database.board.properties', 'Properties on cards')}</Heading>
              {properties.map((property) => {
                const shown =
                  (view.fieldSettings[property.id]?.visibility ?? FieldVisibility.Shown) ===
                  FieldVisibility.Shown;
                return (
                  <MenuItem
                    key={property.id}
                    aria-checked={shown}
                    onClick={() => {
                      setFieldVisibility(
                        doc,
                        view.id,
                        property.id,
                        shown ? FieldVisibility.Hidden : FieldVisibility.Shown,
                      );
                    }}
                  >
                    {shown ? '☑' : '☐'} {property.name}
                  </MenuItem>
                );
              })}
            </>
          )}
        </Menu>
      )}
    </BoardBar>
  );
}
