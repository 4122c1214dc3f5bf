import { FieldType, FieldVisibility, type DatabaseField, type DatabaseViewModel } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DatabaseStore } from '../data/databaseStore';
import { changeFieldTypeWithCells } from '../data/commands';
import { moveField, setFieldFrozen, setFieldWrap } from '../data/gridWrites';
import { addField, addSort, deleteField, renameField, setFieldVisibility } from '../data/writes';
import { fieldMoveIndex } from '../grid/reorder';
import { filterFamily } from '../views/filterKinds';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { creatableFieldTypes, fieldGlyph, fieldTypeName } from './fieldKinds';
import { OptionList } from './OptionList';

/** Longest field name the menu writes. */
export const MAX_FIELD_NAME = 256;

const NameInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  margin-bottom: 4px;
  padding: 6px 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

interface Props {
  store: DatabaseStore;
  view: DatabaseViewModel;
  field: DatabaseField;
  anchor: HTMLElement;
  onClose: () => void;
  /** The grid's own items (move left/right among the shown fields, wrap, filter); absent on the row page. */
  grid?: { shown: readonly DatabaseField[]; onFilter: (fieldId: string) => void };
}

/** A field's header menu: rename, type, sort, hide, insert left or right, delete (after a confirmation). */
export function FieldMenu({ store, view, field, anchor, onClose, grid }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(field.name);
  const [choosingType, setChoosingType] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const doc = store.databaseDoc;
  const saveName = () => {
    const trimmed = name.trim().slice(0, MAX_FIELD_NAME);
    if (trimmed !== '' && trimmed !== field.name) renameField(doc, field.id, trimmed, new Date());
  };
  const run = (action: () => void) => () => {
    saveName();
    action();
    onClose();
  };
  const insert = (offset: 0 | 1) =>
    run(() => {
      const index = Math.max(0, view.fieldOrder.indexOf(field.id)) + offset;
      addField(doc, {
        name: t('workspace.database.field.newName', 'Field'),
        type: FieldType.RichText,
        now: new Date(),
        viewId: view.id,
        index,
      });
    });
  if (confirming) {
    return (
      <ConfirmDialog
        title={t('workspace.database.field.deleteTitle', 'Delete this field?')}
        message={t(
          'workspace.database.field.deleteMessage',
          'The field "{{field}}" and its value in every row will be deleted.',
          { field: field.name },
        )}
        confirmLabel={t('workspace.database.field.delete', 'Delete field')}
        onConfirm={() => {
          deleteField(doc, field.id);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <Menu
      label={t('workspace.database.field.menu', 'Field options')}
      anchor={anchor}
      onClose={() => {
        run(() => undefined)();
      }}
    >
      <NameInput
        value={name}
        maxLength={MAX_FIELD_NAME}
        aria-label={t('workspace.database.field.name', 'Field name')}
        onChange={(event) => {
          setName(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') run(() => undefined)();
        }}
      />
      {choosingType ? (
        creatableFieldTypes.map((type) => (
          <MenuItem
            key={type}
            role="menuitemradio"
            aria-checked={field.type === type}
            onClick={run(() => {
              changeFieldTypeWithCells(store, field.id, type);
            })}
          >
            <span aria-hidden="true">{fieldGlyph(type)}</span>
            {fieldTypeName(t, type)}
          </MenuItem>
        ))
      ) : (
        <>
          {field.isPrimary ? null : (
            <MenuItem
              onClick={() => {
                setChoosingType(true);
              }}
            >
              <span aria-hidden="true">{fieldGlyph(field.type)}</span>
              {t('workspace.database.field.type', 'Type: {{type}}', { type: fieldTypeName(t, field.type) })}
            </MenuItem>
          )}
          <OptionList store={store} field={field} />
          <MenuSeparator />
          <MenuItem onClick={run(() => addSort(doc, view.id, { fieldId: field.id, descending: false }))}>
            {t('workspace.database.field.sortAscending', 'Sort ascending')}
          </MenuItem>
          <MenuItem onClick={run(() => addSort(doc, view.id, { fieldId: field.id, descending: true }))}>
            {t('workspace.database.field.sortDescending', 'Sort descending')}
          </MenuItem>
          {grid === undefined ? null : (
            <GridItems store={store} view={view} field={field} grid={grid} run={run} />
          )}
          <MenuItem onClick={insert(0)}>{t('workspace.database.field.insertLeft', 'Insert left')}</MenuItem>
          <MenuItem onClick={insert(1)}>{t('workspace.database.field.insertRight', 'Insert right')}</MenuItem>
          {field.isPrimary ? null : (
            <>
              <MenuItem
                onClick={run(() => {
                  setFieldVisibility(doc, view.id, field.id, FieldVisibility.Hidden);
                })}
              >
                {t('workspace.database.field.hide', 'Hide')}
              </MenuItem>
              <MenuSeparator />
              <MenuItem
                $danger
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('workspace.database.field.delete', 'Delete field')}
              </MenuItem>
            </>
          )}
        </>
      )}
    </Menu>
  );
}

/** Filter, move left/right past the shown neighbour (the keyboard's column drag) and wrap, in the grid. */
function GridItems(props: {
  store: DatabaseStore;
  view: DatabaseViewModel;
  field: DatabaseField;
  grid: NonNullable<Props['grid']>;
  run: (action: () => void) => () => void;
}) {
  const { t } = useTranslation();
  const { store, view, field, grid, run } = props;
  const doc = store.databaseDoc;
  const left = fieldMoveIndex(view, grid.shown, field.id, -1);
  const right = fieldMoveIndex(view, grid.shown, field.id, 1);
  const wrap = view.fieldSettings[field.id]?.wrap === true;
  // The primary field is frozen unless the view says otherwise (Quire's own setting).
  const frozen = view.fieldSettings[field.id]?.frozen !== false;
  return (
    <>
      {filterFamily(field.type) === undefined ? null : (
        <MenuItem
          onClick={run(() => {
            grid.onFilter(field.id);
          })}
        >
          {t('workspace.database.field.filter', 'Filter')}
        </MenuItem>
      )}
      {left === undefined ? null : (
        <MenuItem
          onClick={run(() => {
            moveField(doc, view.id, field.id, left);
          })}
        >
          {t('workspace.database.field.moveLeft', 'Move left')}
        </MenuItem>
      )}
      {right === undefined ? null : (
        <MenuItem
          onClick={run(() => {
            moveField(doc, view.id, field.id, right);
          })}
        >
          {t('workspace.database.field.moveRight', 'Move right')}
        </MenuItem>
      )}
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={wrap}
        onClick={run(() => {
          setFieldWrap(doc, view.id, field.id, !wrap);
        })}
      >
        {t('workspace.database.field.wrap', 'Wrap text')}
      </MenuItem>
      {field.isPrimary ? (
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={frozen}
          onClick={run(() => {
            setFieldFrozen(doc, view.id, field.id, !frozen);
          })}
        >
          {t('workspace.database.field.freeze', 'Freeze column')}
        </MenuItem>
      ) : null}
    </>
  );
}
