import {
  FieldType,
  visibleFields,
  type DatabaseField,
  type DatabaseModel,
  type DatabaseViewModel,
  type RowModel,
} from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { addField } from '../data/writes';
import { fieldGlyph } from '../fields/fieldKinds';
import { FieldMenu } from '../fields/FieldMenu';
import { PropertyValue } from './PropertyValue';
import { ToolButton } from './rowStyles';

const List = styled.dl`
  margin: 8px 0;
`;

const Property = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;

  @media (max-width: 480px) {
    flex-direction: column;
    gap: 0;
  }
`;

const Name = styled.dt`
  flex: none;
  width: 160px;
  margin: 0;
`;

const NameButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  gap: 6px;
  align-items: center;
  width: 100%;
  min-height: 32px;
  padding: 4px 8px;
  overflow: hidden;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }

  &:enabled:hover,
  &:focus-visible {
    background: var(--quire-hover);
  }
`;

const Glyph = styled.span`
  flex: none;
  width: 20px;
  text-align: center;
`;

const ValueCell = styled.dd`
  display: flex;
  flex: 1;
  min-width: 0;
  margin: 0;
`;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  row: RowModel;
  readOnly: boolean;
  workspaceId: string;
  onOpenRow: (rowId: string) => void;
}

/** Every field but the primary (the title) as name and value; the view's hidden ones behind "Show N hidden". */
export function RowProperties({ store, database, view, row, readOnly, workspaceId, onOpenRow }: Props) {
  const { t } = useTranslation();
  const [showHidden, setShowHidden] = useState(false);
  const [menu, setMenu] = useState<{ fieldId: string; anchor: HTMLElement } | null>(null);
  const [pendingField, setPendingField] = useState<string | null>(null);
  const shown = visibleFields(database, view).filter((field) => !field.isPrimary);
  const shownIds = new Set(shown.map((field) => field.id));
  const hidden = [...view.fieldOrder, ...Object.keys(database.fields)]
    .filter((id, index, all) => all.indexOf(id) === index && !shownIds.has(id))
    .map((id) => database.fields[id])
    .filter((field): field is DatabaseField => field !== undefined && !field.isPrimary);
  const listed = showHidden ? [...shown, ...hidden] : shown;
  const menuField = menu === null ? undefined : database.fields[menu.fieldId];

  return (
    <>
      <List aria-label={t('workspace.database.rowPage.properties', 'Properties')}>
        {listed.map((field) => (
          <Property key={field.id} data-testid="row-property" data-field-id={field.id}>
            <Name>
              <NameButton
                disabled={readOnly}
                aria-haspopup="menu"
                ref={(element) => {
                  // A property just added opens its menu at once, so that it can be named and typed.
                  if (element !== null && pendingField === field.id) {
                    setPendingField(null);
                    setMenu({ fieldId: field.id, anchor: element });
                  }
                }}
                onClick={(event) => {
                  setMenu({ fieldId: field.id, anchor: event.currentTarget });
                }}
              >
                <Glyph aria-hidden="true">{fieldGlyph(field.type)}</Glyph>
                <span>{field.name}</span>
              </NameButton>
            </Name>
            <ValueCell>
              <PropertyValue
                store={store}
                field={field}
                row={row}
                readOnly={readOnly}
                databaseId={database.id}
                workspaceId={workspaceId}
                onOpenRow={onOpenRow}
              />
            </ValueCell>
          </Property>
        ))}
      </List>
      {hidden.length === 0 ? null : (
        <ToolButton
          aria-expanded={showHidden}
          onClick={() => {
            setShowHidden((value) => !value);
          }}
        >
          {showHidden
            ? t('workspace.database.rowPage.hideHidden', 'Hide {{count}} hidden', { count: hidden.length })
            : t('workspace.database.rowPage.showHidden', 'Show {{count}} hidden', { count: hidden.length })}
        </ToolButton>
      )}
      {readOnly ? null : (
        <ToolButton
          onClick={() => {
            setPendingField(
              addField(store.databaseDoc, {
                name: t('workspace.database.field.newName', 'Field'),
                type: FieldType.RichText,
                now: new Date(),
                viewId: view.id,
              }),
            );
          }}
        >
          {t('workspace.database.rowPage.addProperty', '+ Add property')}
        </ToolButton>
      )}
      {menu !== null && menuField !== undefined && !readOnly ? (
        <FieldMenu
          store={store}
          view={view}
          field={menuField}
          anchor={menu.anchor}
          onClose={() => {
            setMenu(null);
          }}
        />
      ) : null}
    </>
  );
}
