import { useTranslation } from 'react-i18next';
import { layoutName, VIEW_LAYOUTS, type LayoutName, type ViewLayout } from '../data';
import { LayoutGlyph } from './icons/LayoutGlyph';
import { Menu, MenuItem } from './Menu';

function useLayoutLabel(): (name: LayoutName) => string {
  const { t } = useTranslation();
  return (name) => {
    switch (name) {
      case 'document':
        return t('workspace.sidebar.layout.document', 'Document');
      case 'grid':
        return t('workspace.sidebar.layout.grid', 'Grid');
      case 'board':
        return t('workspace.sidebar.layout.board', 'Board');
      case 'calendar':
        return t('workspace.sidebar.layout.calendar', 'Calendar');
      case 'chat':
        return t('workspace.sidebar.layout.chat', 'AI chat');
    }
  };
}

/** The layouts a new page can have, one item each (test id `new-page-<layout>`), and "Import CSV" when given. */
export function AddPageMenu({
  onPick,
  onClose,
  onImportCsv,
}: {
  onPick: (layout: ViewLayout) => void;
  onClose: () => void;
  onImportCsv?: () => void;
}) {
  const { t } = useTranslation();
  const label = useLayoutLabel();
  return (
    <Menu label={t('workspace.sidebar.newPage', 'New page')} onClose={onClose} testId="new-page-menu">
      {VIEW_LAYOUTS.map((layout) => (
        <MenuItem
          key={layout}
          data-testid={`new-page-${layoutName(layout)}`}
          onClick={() => {
            onClose();
            onPick(layout);
          }}
        >
          <LayoutGlyph layout={layout} />
          {label(layoutName(layout))}
        </MenuItem>
      ))}
      {onImportCsv === undefined ? null : (
        <MenuItem
          data-testid="new-page-import-csv"
          onClick={() => {
            onClose();
            onImportCsv();
          }}
        >
          {t('workspace.database.csv.import', 'Import CSV')}
        </MenuItem>
      )}
    </Menu>
  );
}
