import { FieldType, readRow } from '@quire/shared/collab';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { writeCell } from '../data/commands';
import { DatabaseIoContext } from '../data/io';
import { loadRelatedRows, type RelatedRow } from '../data/relatedRows';
import { EditorInput, exitOf, type CellEditorProps } from './editorTypes';
import { arrowStep, PickerBox, PickerList, PickerOption, steppedIndex } from './PickerList';

/** Longest search text. */
const MAX_QUERY = 200;

const Note = styled.p`
  margin: 0;
  padding: 6px 8px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

export function relatedIds(data: string | string[] | undefined): string[] {
  if (data === undefined) return [];
  return (Array.isArray(data) ? data : data.split(',')).filter((id) => id !== '');
}

type Choices = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rows: RelatedRow[] };

/**
 * A relation cell's picker: the rows of the related database (its type option's database_id) by their names,
 * filtered by typing; picking one adds it to the cell or takes it out. Rows are never shown by id.
 */
export function RelationEditor({ store, field, row, initialText, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const io = useContext(DatabaseIoContext);
  const [query, setQuery] = useState(initialText ?? '');
  const [active, setActive] = useState(0);
  const [choices, setChoices] = useState<Choices>({ state: 'loading' });
  const target = field.typeOption.database_id;
  const related = typeof target === 'string' && target !== '' ? target : undefined;
  useEffect(() => {
    if (related === undefined) return;
    let live = true;
    loadRelatedRows(io, store, related).then(
      (rows) => {
        if (live) setChoices({ state: 'ready', rows });
      },
      () => {
        if (live) setChoices({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [io, store, related]);
  const chosen = relatedIds(row.cells[field.id]?.data);
  const rows = choices.state === 'ready' ? choices.rows : [];
  const wanted = query.trim().toLowerCase();
  const matches = rows.filter((entry) => entry.name.toLowerCase().includes(wanted));
  const toggle = (id: string) => {
    // The row's doc as it is now, not the rendered row, which may be a pick behind.
    const doc = store.rowDoc(row.id);
    const current = doc === undefined ? chosen : relatedIds(readRow(doc)?.cells[field.id]?.data);
    const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    writeCell(store, row.id, field.id, next.length === 0 ? null : { type: FieldType.Relation, data: next });
  };
  const untitled = t('workspace.database.rowPage.untitled', 'Untitled');
  return (
    <PickerBox onClose={onClose}>
      <EditorInput
        autoFocus
        value={query}
        maxLength={MAX_QUERY}
        role="combobox"
        aria-expanded="true"
        aria-controls={`relation-${field.id}`}
        aria-label={t('workspace.database.relation.search', 'Search rows to link')}
        placeholder={t('workspace.database.relation.search', 'Search rows to link')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          const step = arrowStep(event);
          if (step !== undefined) {
            setActive((index) => steppedIndex(index, step, matches.length));
            return;
          }
          const exit = exitOf(event);
          if (exit === undefined) return;
          event.preventDefault();
          event.stopPropagation();
          const picked = matches[active];
          if (exit === 'down' && picked !== undefined) toggle(picked.id);
          else onClose(exit === 'cancel' || exit === 'down' ? 'stay' : exit);
        }}
      />
      {related === undefined ? (
        <Note>{t('workspace.database.relation.noDatabase', 'This relation names no database.')}</Note>
      ) : choices.state === 'loading' ? (
        <Note role="status">{t('workspace.database.relation.loading', 'Loading rows…')}</Note>
      ) : choices.state === 'failed' ? (
        <Note role="alert">
          {t('workspace.database.relation.failed', 'The related rows could not be loaded.')}
        </Note>
      ) : (
        <PickerList id={`relation-${field.id}`} role="listbox" aria-multiselectable="true">
          {matches.map((entry, index) => (
            <PickerOption
              key={entry.id}
              selected={chosen.includes(entry.id)}
              active={index === active}
              onPick={() => {
                toggle(entry.id);
              }}
            >
              <span aria-hidden="true">{chosen.includes(entry.id) ? '✓' : ''}</span>
              {entry.name === '' ? untitled : entry.name}
            </PickerOption>
          ))}
        </PickerList>
      )}
    </PickerBox>
  );
}
