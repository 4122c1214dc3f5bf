import { cellText, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { databasePageOf, openRowOnPage } from './relatedPage';

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
  workspaceId: string;
  onOpenRow: (rowId: string) => void;
}

/** The page of the related database when it is another one (undefined while unknown or when there is none). */
function useRelatedPage(workspaceId: string, target: string | undefined): string | undefined {
  const [page, setPage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (target === undefined) return;
    let live = true;
    databasePageOf(workspaceId, target).then(
      (found) => {
        if (live) setPage(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [workspaceId, target]);
  return page;
}

/**
 * A relation's rows by name, each opening its row. Only rows of this database are open on this page: a row of
 * another database is shown by its id, opening it on that database's page when the workspace lists one; a row
 * not loaded, or of a database with no page this reader sees, is its id in plain text.
 */
export function RelationLinks({ store, field, row, databaseId, workspaceId, onOpenRow }: Props) {
  const { t } = useTranslation();
  const data = row.cells[field.id]?.data;
  const ids = Array.isArray(data) ? data : typeof data === 'string' && data !== '' ? data.split(',') : [];
  const target = field.typeOption.database_id;
  const sameDatabase = typeof target !== 'string' || target === databaseId;
  const otherPage = useRelatedPage(workspaceId, sameDatabase ? undefined : target);
  const snapshot = store.getSnapshot();
  const primary =
    snapshot === null ? undefined : Object.values(snapshot.database.fields).find((entry) => entry.isPrimary);
  if (ids.length === 0) return null;
  return (
    <>
      {ids.slice(0, SHOWN).map((id) => {
        const related = sameDatabase ? snapshot?.rows.get(id) : undefined;
        if (!sameDatabase && otherPage !== undefined) {
          // Its rows are not open here: the id opens the row on its database's own page.
          return (
            <Link
              key={id}
              onClick={() => {
                openRowOnPage(workspaceId, otherPage, id);
              }}
            >
              {id}
            </Link>
          );
        }
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
