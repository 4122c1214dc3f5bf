import { Dialog, Input } from '@quire/shared';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFolder } from '../data';
import { ViewIconView } from '../sidebar/icons/ViewIconView';
import { searchPages } from './searchPages';

const Results = styled.ul`
  max-height: min(50vh, 420px);
  margin: 8px 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Result = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  border-radius: var(--quire-radius-small);
  background: ${(props) => (props.$active ? 'var(--quire-selected)' : 'transparent')};
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Path = styled.span`
  margin-left: auto;
  overflow: hidden;
  color: var(--quire-text-secondary);
  font-size: 12px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

interface Props {
  workspaceId: string;
  onOpen: (viewId: string) => void;
  onClose: () => void;
}

/**
 * mod+P (KEY-03): find a page of the open workspace by its title, from the loaded folder, and open it with
 * Enter. A combobox over a listbox: arrows move the active result, the input keeps focus.
 */
export function PageFinder({ workspaceId, onOpen, onClose }: Props) {
  const { t } = useTranslation();
  const { root } = useFolder(workspaceId);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = useMemo(() => searchPages(root, query), [root, query]);
  const untitled = t('workspace.sidebar.untitled', 'Untitled');
  const open = (index: number) => {
    const chosen = results[index];
    if (chosen === undefined) return;
    onClose();
    onOpen(chosen.view.view_id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? 0 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };
  const optionId = (index: number) => `${listId}-${String(index)}`;

  return (
    <Dialog open title={t('workspace.finder.title', 'Find a page')} onClose={onClose} testId="page-finder">
      <Input
        autoFocus
        role="combobox"
        dir="auto"
        data-testid="page-finder-input"
        aria-label={t('workspace.finder.title', 'Find a page')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
        aria-autocomplete="list"
        placeholder={t('workspace.finder.placeholder', 'Search page titles…')}
        maxLength={200}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Results id={listId} role="listbox" aria-label={t('workspace.finder.title', 'Find a page')}>
        {results.map((match, index) => (
          <Result
            key={match.view.view_id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-testid={`page-finder-result-${match.view.view_id}`}
            $active={index === active}
            onMouseEnter={() => {
              setActive(index);
            }}
            onClick={() => {
              open(index);
            }}
          >
            <ViewIconView icon={match.view.icon} layout={match.view.layout} />
            <Name dir="auto">{match.view.name.trim() === '' ? untitled : match.view.name}</Name>
            <Path dir="auto">{match.path.join(' › ')}</Path>
          </Result>
        ))}
      </Results>
      {results.length === 0 && query.trim() !== '' && (
        <Note role="status">
          {t('workspace.finder.none', 'No page title matches “{{query}}”.', { query })}
        </Note>
      )}
      <Note>{t('workspace.finder.hint', '↑↓ to choose, Enter to open, Esc to close')}</Note>
    </Dialog>
  );
}
