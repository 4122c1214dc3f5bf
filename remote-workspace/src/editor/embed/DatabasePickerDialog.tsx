import { Button, Dialog } from '@quire/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { folderStore, type FolderView } from '../../data';
import { searchPages } from '../../finder/searchPages';
import { ViewIconView } from '../../sidebar/icons/ViewIconView';
import { databaseBlockTypeOf } from '../schema/databaseTypes';

/** Enough to choose from while typing narrows them (the folder is searched, not listed whole). */
export const PICKER_LIMIT = 30;
/** A search is a few words, not a document. */
const QUERY_CHARS = 200;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: min(420px, 80vw);

  input {
    padding: 6px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-medium);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
  }
`;

const List = styled.ul`
  max-height: 320px;
  overflow: auto;
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: flex;
    gap: 8px;
    align-items: center;
    width: 100%;
    padding: 6px 8px;
    border: 0;
    border-radius: var(--quire-radius-medium);
    background: none;
    color: var(--quire-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  button:hover,
  button:focus-visible {
    background: var(--quire-hover, rgba(0, 0, 0, 0.05));
  }

  small {
    color: var(--quire-text-secondary);
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
`;

interface Props {
  workspaceId: string;
  /** The picked database page. */
  onPick: (view: FolderView) => void;
  onClose: () => void;
}

/**
 * The slash menu's "Linked view of database": the workspace's grid, board and calendar pages from the page tree
 * (the folder the sidebar and mod+P search), narrowed by their names.
 */
export function DatabasePickerDialog({ workspaceId, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const root = folderStore.get(workspaceId).root;
    // Every page is searched, then the databases kept: a limit before the filter would hide them.
    return searchPages(root, query, Number.MAX_SAFE_INTEGER)
      .filter((match) => databaseBlockTypeOf(match.view.layout) !== null)
      .slice(0, PICKER_LIMIT);
  }, [workspaceId, query]);
  const untitled = t('workspace.editor.pageCard.untitled', 'Untitled');
  return (
    <Dialog open onClose={onClose} title={t('workspace.editor.embed.pickTitle', 'Link to a database')}>
      <Form
        data-testid="database-picker"
        onSubmit={(event) => {
          event.preventDefault();
          const first = matches[0];
          if (first !== undefined) onPick(first.view);
        }}
      >
        <label htmlFor={id}>{t('workspace.editor.embed.search', 'Search databases')}</label>
        <input
          id={id}
          value={query}
          maxLength={QUERY_CHARS}
          autoFocus
          onChange={(event) => {
            setQuery(event.target.value.slice(0, QUERY_CHARS));
          }}
        />
        {matches.length === 0 ? (
          <Empty role="status">{t('workspace.editor.embed.noDatabases', 'No database matches.')}</Empty>
        ) : (
          <List aria-label={t('workspace.editor.embed.databases', 'Databases')}>
            {matches.map(({ view, path }) => (
              <li key={view.view_id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(view);
                  }}
                >
                  <ViewIconView icon={view.icon} layout={view.layout} />
                  <span>{view.name.trim() === '' ? untitled : view.name}</span>
                  {path.length === 0 ? null : <small>{path.join(' / ')}</small>}
                </button>
              </li>
            ))}
          </List>
        )}
        <Button size="small" variant="ghost" onClick={onClose}>
          {t('workspace.editor.mention.cancel', 'Cancel')}
        </Button>
      </Form>
    </Dialog>
  );
}
