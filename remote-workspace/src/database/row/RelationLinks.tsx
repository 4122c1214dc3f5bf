import { cellText, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';

const Link = styled.button.attrs({ type: 'button' })`
  margin: 0 6px 0 0;
  padding: 0 2px;
  border: 0;
  background: transparent;
  color: var(--quire-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Plain = styled.span`
  margin-right: 6px;
  color: var(--quire-text-secondary);
  font-family: var(--quire-font-mono, monospace);
  font-size: 12px;
`;

/** The most related rows named at once (the model caps a relation at 1000). */
const SHOWN = 50;

interface Props {
  store: DatabaseStore;
  field: DatabaseField;
  row: RowModel;
  databaseId: string;
  onOpenRow: (rowId: string) => void;
}

/**
 * A relation's rows by name, each opening its row. Only rows of this database are open on this page; a row of
 * another database, or one not loaded, is shown by its id (its database's page is not known here).
 */
export function RelationLinks({ store, field, row, databaseId, onOpenRow }: Props) {
  const { t } = useTranslation();
  const data = row.cells[field.id]?.data;
  const ids = Array.isArray(data) ? data : typeof data === 'string' && data !== '' ? data.split(',') : [];
  const target = field.typeOption.database_id;
  const sameDatabase = target === undefined || target === databaseId;
  const snapshot = store.getSnapshot();
  const primary =
    snapshot === null ? undefined : Object.values(snapshot.database.fields).find((entry) => entry.isPrimary);
  if (ids.length === 0) return null;
  return (
    <>
      {ids.slice(0, SHOWN).map((id) => {
        const related = sameDatabase ? snapshot?.rows.get(id) : undefined;
        if (related === undefined || primary === undefined) return <Plain key={id}>{id}</Plain>;
        const name = cellText(primary, related);
        return (
          <Link
            key={id}
            onClick={() => {
              onOpenRow(id);
            }}
          >
            {name === '' ? t('workspace.database.rowPage.untitled', 'Untitled') : name}
          </Link>
        );
      })}
      {ids.length > SHOWN ? <Plain>+{ids.length - SHOWN}</Plain> : null}
    </>
  );
}
