import { viewToCsv, type DatabaseModel, type DatabaseViewModel, type RowModel } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useView } from '../../data/hooks';
import { downloadText, safeFileName } from './downloadText';

const Tool = styled.button`
  padding: 4px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

interface Props {
  database: DatabaseModel;
  view: DatabaseViewModel;
  rows: ReadonlyMap<string, RowModel>;
  /** The page's view id: the file is named after the page. */
  pageViewId: string;
}

/**
 * "Export CSV": what the view shows (its visible fields, its rows filtered and sorted, cells as displayed) as
 * `<page name>.csv`, built by the model's `viewToCsv` (RFC 4180, UTF-8 with a BOM for spreadsheets).
 */
export function ExportCsvButton({ database, view, rows, pageViewId }: Props) {
  const { t } = useTranslation();
  const page = useView(pageViewId);
  return (
    <Tool
      type="button"
      data-testid="database-export-csv"
      onClick={() => {
        const name = safeFileName(page?.name ?? view.name, t('workspace.database.csv.untitled', 'Database'));
        downloadText(viewToCsv(database, view, rows), `${name}.csv`, 'text/csv;charset=utf-8');
      }}
    >
      {t('workspace.database.csv.export', 'Export CSV')}
    </Tool>
  );
}
