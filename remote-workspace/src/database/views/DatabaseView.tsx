import { Button } from '@quire/shared';
import { pickView, viewRows, visibleFields } from '@quire/shared/collab';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDatabase } from '../data/useDatabase';
import { RowPageSlot, useRowPage } from '../row';
import { LayoutSlot } from './LayoutSlot';
import { searchRows } from './searchRows';
import { ViewTabs } from './ViewTabs';
import { ViewToolbar } from './ViewToolbar';

const Status = styled.p`
  padding: 16px 0;
  color: var(--quire-text-secondary);
`;

interface Props {
  workspaceId: string;
  /** The page's view: the database view it opens on. */
  viewId: string;
  readOnly: boolean;
  /**
   * Shown inside a document (a linked view): the row page opens only for this view's rows, as a peek over the
   * page (a portal out of the editor's blocks, whose containment would clip it), never as the whole page.
   */
  embedded?: boolean;
}

/** A database page's body: its views as tabs, the chosen view's filter and sort bar and search, and its body. */
export function DatabaseView({ workspaceId, viewId, readOnly, embedded = false }: Props) {
  const { t } = useTranslation();
  const load = useDatabase(workspaceId, viewId);
  const [chosenView, setChosenView] = useState(viewId);
  const [search, setSearch] = useState('');
  const rowPage = useRowPage();
  const snapshot = load.state === 'ready' ? load.snapshot : null;
  const database = snapshot?.database;
  const view = database === undefined ? undefined : pickView(database, chosenView);
  const fields = useMemo(() => {
    if (database === undefined || view === undefined) return [];
    const shown = visibleFields(database, view);
    // The primary field is the frozen first column whatever its place in the view.
    return [...shown.filter((field) => field.isPrimary), ...shown.filter((field) => !field.isPrimary)];
  }, [database, view]);
  const allRows = snapshot?.rows;
  const rows = useMemo(
    () =>
      database === undefined || view === undefined || allRows === undefined
        ? []
        : searchRows(viewRows(database, view, allRows), fields, search),
    [database, view, allRows, fields, search],
  );
  const calculations = useMemo(
    () => Object.fromEntries((view?.calculations ?? []).map((entry) => [entry.fieldId, entry.type])),
    [view],
  );

  if (load.state === 'loading') {
    return <Status role="status">{t('workspace.database.loading', 'Loading the database…')}</Status>;
  }
  if (load.state === 'failed') {
    return (
      <Status role="alert">
        {t('workspace.database.loadFailed', 'The database could not be loaded.')}{' '}
        <Button variant="secondary" onClick={load.retry}>
          {t('workspace.database.retry', 'Try again')}
        </Button>
      </Status>
    );
  }
  if (view === undefined || database === undefined) {
    return (
      <Status role="alert">{t('workspace.database.noView', 'This database has no view to show.')}</Status>
    );
  }
  const rowLocation =
    rowPage.location === null || !embedded
      ? rowPage.location
      : rows.some((row) => row.id === rowPage.location?.rowId)
        ? {
            ...rowPage.location,
            presentation: rowPage.location.presentation === 'page' ? 'centre' : rowPage.location.presentation,
          }
        : null;
  const openRow =
    rowLocation === null ? null : (
      <RowPageSlot
        location={rowLocation}
        store={load.store}
        database={database}
        view={view}
        rows={rows}
        readOnly={readOnly}
        workspaceId={workspaceId}
        pageViewId={viewId}
      />
    );
  // `?r=` without a peek opened here (a shared or typed address, PUB-08): the row is the whole page.
  if (openRow !== null && rowLocation?.presentation === 'page') return openRow;
  return (
    <section data-testid="database-view" data-view-id={view.id} aria-busy={load.snapshot.loadingRows}>
      <ViewTabs
        store={load.store}
        views={database.views}
        selected={view.id}
        readOnly={readOnly}
        onSelect={setChosenView}
      />
      <ViewToolbar
        store={load.store}
        database={database}
        view={view}
        readOnly={readOnly}
        search={search}
        onSearch={setSearch}
        exportCsv={allRows === undefined ? undefined : { rows: allRows, pageViewId: viewId }}
      />
      <LayoutSlot
        store={load.store}
        view={view}
        fields={fields}
        rows={rows}
        readOnly={readOnly}
        calculations={calculations}
        database={database}
        onOpenRow={rowPage.openRow}
      />
      {embedded && openRow !== null ? createPortal(openRow, document.body) : openRow}
    </section>
  );
}
