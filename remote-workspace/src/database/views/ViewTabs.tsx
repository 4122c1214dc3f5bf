import type { DatabaseViewModel } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DatabaseStore } from '../data/databaseStore';
import { addView, deleteView, renameView } from '../data/writes';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { addableLayouts, layoutLabel } from './layoutNames';

/** Longest view name the tabs write. */
export const MAX_VIEW_NAME = 256;

const Row = styled.div`
  display: flex;
  gap: 2px;
  align-items: center;
`;

const Bar = styled.div`
  display: flex;
  gap: 2px;
  align-items: center;
  overflow-x: auto;
`;

const Tab = styled.button`
  padding: 6px 10px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 14px;
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: var(--quire-primary);
    color: var(--quire-text);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

const NameInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 6px 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

interface Props {
  store: DatabaseStore;
  views: readonly DatabaseViewModel[];
  selected: string;
  readOnly: boolean;
  onSelect: (viewId: string) => void;
}

type Open =
  { kind: 'add'; anchor: HTMLElement } | { kind: 'view'; viewId: string; anchor: HTMLElement } | null;

/** The database's views as tabs: choose one; add a grid, board or calendar view; rename or delete one. */
export function ViewTabs({ store, views, selected, readOnly, onSelect }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const current = open?.kind === 'view' ? views.find((view) => view.id === open.viewId) : undefined;
  const saveName = () => {
    const trimmed = name.trim().slice(0, MAX_VIEW_NAME);
    if (current !== undefined && trimmed !== '' && trimmed !== current.name) {
      renameView(store.databaseDoc, current.id, trimmed, new Date());
    }
  };
  return (
    <Row>
      <Bar role="tablist" aria-label={t('workspace.database.view.tabs', 'Views')}>
        {views.map((view) => (
          <Tab
            key={view.id}
            type="button"
            role="tab"
            aria-selected={view.id === selected}
            onClick={(event) => {
              if (view.id === selected && !readOnly) {
                setName(view.name);
                setOpen({ kind: 'view', viewId: view.id, anchor: event.currentTarget });
              } else onSelect(view.id);
            }}
          >
            {view.name === '' ? layoutLabel(t, view.layout) : view.name}
          </Tab>
        ))}
      </Bar>
      {readOnly ? null : (
        <Tab
          type="button"
          aria-label={t('workspace.database.view.add', 'Add a view')}
          onClick={(event) => {
            setOpen({ kind: 'add', anchor: event.currentTarget });
          }}
        >
          +
        </Tab>
      )}
      {open?.kind === 'add' ? (
        <Menu
          label={t('workspace.database.view.add', 'Add a view')}
          anchor={open.anchor}
          onClose={() => {
            setOpen(null);
          }}
        >
          {addableLayouts.map((layout) => (
            <MenuItem
              key={layout}
              onClick={() => {
                const id = addView(store.databaseDoc, {
                  name: layoutLabel(t, layout),
                  layout,
                  now: new Date(),
                  from: selected,
                });
                setOpen(null);
                onSelect(id);
              }}
            >
              {layoutLabel(t, layout)}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      {open?.kind === 'view' && current !== undefined ? (
        <Menu
          label={t('workspace.database.view.menu', 'View options')}
          anchor={open.anchor}
          onClose={() => {
            saveName();
            setOpen(null);
          }}
        >
          <NameInput
            value={name}
            maxLength={MAX_VIEW_NAME}
            aria-label={t('workspace.database.view.name', 'View name')}
            onChange={(event) => {
              setName(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              saveName();
              setOpen(null);
            }}
          />
          {views.length > 1 ? (
            <>
              <MenuSeparator />
              <MenuItem
                $danger
                onClick={() => {
                  setDeleting(current.id);
                  setOpen(null);
                }}
              >
                {t('workspace.database.view.delete', 'Delete view')}
              </MenuItem>
            </>
          ) : null}
        </Menu>
      ) : null}
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('workspace.database.view.deleteTitle', 'Delete this view?')}
          message={t(
            'workspace.database.view.deleteMessage',
            'The view is deleted; the rows and fields stay in the other views.',
          )}
          confirmLabel={t('workspace.database.view.delete', 'Delete view')}
          onConfirm={() => {
            deleteView(store.databaseDoc, deleting);
            const next = views.find((view) => view.id !== deleting);
            if (next !== undefined) onSelect(next.id);
          }}
          onClose={() => {
            setDeleting(null);
          }}
        />
      )}
    </Row>
  );
}
