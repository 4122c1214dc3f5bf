import { Button } from '@quire/shared';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentEditorInstance } from '../schema';
import type { FindSlot } from './findExtension';
import { closeFind, findStateOf, setFindQuery, stepFind } from './findPlugin';
import { maxMatches } from './matches';

const Bar = styled.div`
  position: sticky;
  top: 8px;
  z-index: 3;
  display: flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  margin: 0 0 8px auto;
  padding: 4px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  box-shadow: var(--quire-shadow-popover);
`;

const Field = styled.input`
  width: 200px;
  padding: 4px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

const Count = styled.span`
  min-width: 64px;
  color: var(--quire-text-secondary);
  font-size: 0.85em;
  text-align: center;
`;

/** The longest query accepted: find is for words and phrases, not pasted chapters. */
const maxQueryLength = 500;

/**
 * Find in page (KEY-11): mod+f in the editor opens it with the field focused; typing marks every occurrence,
 * Enter / Shift+Enter (or the arrows) step through them, Escape closes it and gives the text back its focus.
 */
export function FindBar({ editor, slot }: { editor: DocumentEditorInstance; slot: FindSlot }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const [, refresh] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    slot.open = () => {
      setOpen(true);
      // Already open: mod+f again selects the query to type over it.
      requestAnimationFrame(() => field.current?.select());
    };
    return () => {
      slot.open = null;
    };
  }, [slot]);
  // The count follows the document: a co-editor's change may add or remove occurrences.
  useEffect(() => (open ? editor.onChange(refresh) : undefined), [editor, open]);

  if (!open) return null;
  const view = editor.prosemirrorView;
  const state = findStateOf(view.state);
  const total = state?.matches.length ?? 0;
  const current = (state?.current ?? -1) + 1;

  const search = (value: string) => {
    setQuery(value);
    setFindQuery(view, value);
    refresh();
  };
  const step = (direction: 1 | -1) => {
    stepFind(view, direction);
    refresh();
  };
  const close = () => {
    closeFind(view);
    setOpen(false);
    setQuery('');
    editor.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key.toLowerCase() === 'f' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.select();
    }
  };

  const count =
    query === ''
      ? ''
      : total === 0
        ? t('workspace.editor.find.none', 'No results')
        : t('workspace.editor.find.count', '{{current}} of {{total}}', {
            current,
            total: total >= maxMatches ? `${maxMatches}+` : total,
          });
  return (
    <Bar role="search" aria-label={t('workspace.editor.find.label', 'Find in page')} data-testid="find-bar">
      <Field
        ref={field}
        autoFocus
        type="search"
        value={query}
        maxLength={maxQueryLength}
        placeholder={t('workspace.editor.find.placeholder', 'Find in page')}
        aria-label={t('workspace.editor.find.placeholder', 'Find in page')}
        onChange={(event) => {
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <Count aria-live="polite" data-testid="find-count">
        {count}
      </Count>
      <Button
        size="small"
        variant="ghost"
        disabled={total === 0}
        onClick={() => {
          step(-1);
        }}
      >
        {t('workspace.editor.find.previous', 'Previous')}
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={total === 0}
        onClick={() => {
          step(1);
        }}
      >
        {t('workspace.editor.find.next', 'Next')}
      </Button>
      <Button size="small" variant="ghost" onClick={close}>
        {t('workspace.editor.find.close', 'Close')}
      </Button>
    </Bar>
  );
}
