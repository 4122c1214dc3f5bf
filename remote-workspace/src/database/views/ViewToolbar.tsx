import type { DatabaseModel, DatabaseViewModel, RowModel } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatabaseStore } from '../data/databaseStore';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterBar } from './FilterBar';
import { SortBar } from './SortBar';

/** Longest search or filter text. */
export const MAX_QUERY = 200;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px 0;
`;

const Search = styled.input`
  margin-left: auto;
  padding: 4px 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
`;

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  readOnly: boolean;
  search: string;
  onSearch: (text: string) => void;
  /** With the page's view id: "Export CSV" of these rows as the view shows them. */
  exportCsv?: { rows: ReadonlyMap<string, RowModel>; pageViewId: string };
}

/** The view's sort bar, its filter bar, and the search within the view. */
export function ViewToolbar({ store, database, view, readOnly, search, onSearch, exportCsv }: Props) {
  const { t } = useTranslation();
  return (
    <Bar data-testid="database-toolbar">
      <SortBar store={store} database={database} view={view} readOnly={readOnly} />
      <FilterBar store={store} database={database} view={view} readOnly={readOnly} />
      {exportCsv === undefined ? null : (
        <ExportCsvButton
          database={database}
          view={view}
          rows={exportCsv.rows}
          pageViewId={exportCsv.pageViewId}
        />
      )}
      <Search
        type="search"
        value={search}
        maxLength={MAX_QUERY}
        placeholder={t('workspace.database.search', 'Search')}
        aria-label={t('workspace.database.searchLabel', 'Search this view')}
        onChange={(event) => {
          onSearch(event.target.value);
        }}
      />
    </Bar>
  );
}
