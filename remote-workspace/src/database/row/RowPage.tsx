import type { DatabaseModel, DatabaseViewModel, RowModel } from '@quire/shared/collab';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { RowDocument } from './RowDocument';
import { RowCoverView, RowHeader } from './RowHeader';
import type { RowPresentation } from './rowLocation';
import { RowProperties } from './RowProperties';
import { Backdrop, Body, Divider, Panel, Status, Toolbar, ToolButton } from './rowStyles';
import { trapTab } from './trapTab';
import { useFocusReturn } from './useFocusReturn';

/** Menus and pickers open inside the page (field menus, the icon picker, the cover menu, select lists). */
const OPEN_POPUP = '[role=menu], [role=listbox], [role=dialog]';

export interface RowPageProps {
  store: DatabaseStore;
  database: DatabaseModel;
  view: DatabaseViewModel;
  /** The view's rows as shown: previous and next follow them. */
  rows: readonly RowModel[];
  rowId: string;
  presentation: RowPresentation;
  readOnly: boolean;
  workspaceId: string;
  pageViewId: string;
  onClose: () => void;
  /** Shows another row in the same presentation (previous, next, a relation). */
  onShowRow: (rowId: string) => void;
  onPresentation: (presentation: RowPresentation) => void;
}

/**
 * A row's page: its cover, icon and title, every field as a property, then its own document. Shown as a side
 * peek, a centred dialog or the whole page (`?r=`); Escape, the close button and browser back close it.
 */
export function RowPage(props: RowPageProps) {
  const { t } = useTranslation();
  const { store, database, view, rows, rowId, presentation, readOnly } = props;
  const panel = useRef<HTMLDivElement>(null);
  useFocusReturn(panel, rowId);
  const focusDocument = useRef<(() => void) | null>(null);
  const onFocusable = useCallback((focus: () => void) => {
    focusDocument.current = focus;
  }, []);
  const row = store.getSnapshot()?.rows.get(rowId);
  const failed = store.getSnapshot()?.failedRows.has(rowId) === true;
  const listed = view.rowOrder.some((entry) => entry.id === rowId);
  const index = rows.findIndex((entry) => entry.id === rowId);
  const previous = index > 0 ? rows[index - 1] : undefined;
  const next = index >= 0 ? rows[index + 1] : undefined;
  const primary = Object.values(database.fields).find((field) => field.isPrimary);
  const peek = presentation !== 'page';

  const content =
    row !== undefined ? (
      <>
        <RowCoverView store={store} row={row} />
        <Body>
          <RowHeader
            store={store}
            row={row}
            primary={primary}
            readOnly={readOnly}
            onEnter={() => {
              focusDocument.current?.();
            }}
          />
          <RowProperties
            store={store}
            database={database}
            view={view}
            row={row}
            readOnly={readOnly}
            workspaceId={props.workspaceId}
            onOpenRow={props.onShowRow}
          />
          <Divider />
          <RowDocument
            key={row.id}
            store={store}
            workspaceId={props.workspaceId}
            pageViewId={props.pageViewId}
            rowId={row.id}
            readOnly={readOnly}
            onFocusable={onFocusable}
          />
        </Body>
      </>
    ) : failed || !listed ? (
      <Status role="alert">
        {t('workspace.database.rowPage.missing', 'This row does not exist or could not be opened.')}
      </Status>
    ) : (
      <Status role="status">{t('workspace.database.rowPage.loading', 'Loading the row…')}</Status>
    );

  return (
    <>
      {peek ? (
        <Backdrop $dim={presentation === 'centre'} data-testid="row-backdrop" onClick={props.onClose} />
      ) : null}
      <Panel
        ref={panel}
        $presentation={presentation}
        role={peek ? 'dialog' : 'region'}
        aria-modal={presentation === 'centre' ? true : undefined}
        aria-label={t('workspace.database.rowPage.label', 'Row')}
        tabIndex={-1}
        data-testid="row-page"
        data-presentation={presentation}
        data-row-id={rowId}
        onKeyDown={(event) => {
          if (presentation === 'centre') trapTab(event);
          // What handled the key itself (an open editor, the document) keeps it, and so does an open menu or
          // picker (they close on Escape from a document listener, which runs after this one).
          if (event.key !== 'Escape' || event.defaultPrevented || panel.current?.querySelector(OPEN_POPUP)) {
            return;
          }
          event.preventDefault();
          props.onClose();
        }}
      >
        <Toolbar>
          <ToolButton aria-label={t('workspace.database.rowPage.close', 'Close')} onClick={props.onClose}>
            ✕
          </ToolButton>
          <ToolButton
            aria-label={t('workspace.database.rowPage.previous', 'Previous row')}
            disabled={previous === undefined}
            onClick={() => {
              if (previous !== undefined) props.onShowRow(previous.id);
            }}
          >
            ↑
          </ToolButton>
          <ToolButton
            aria-label={t('workspace.database.rowPage.next', 'Next row')}
            disabled={next === undefined}
            onClick={() => {
              if (next !== undefined) props.onShowRow(next.id);
            }}
          >
            ↓
          </ToolButton>
          {peek ? (
            <>
              <ToolButton
                onClick={() => {
                  props.onPresentation(presentation === 'side' ? 'centre' : 'side');
                }}
              >
                {presentation === 'side'
                  ? t('workspace.database.rowPage.centre', 'Centre peek')
                  : t('workspace.database.rowPage.side', 'Side peek')}
              </ToolButton>
              <ToolButton
                onClick={() => {
                  props.onPresentation('page');
                }}
              >
                {t('workspace.database.rowPage.fullPage', 'Open as full page')}
              </ToolButton>
            </>
          ) : null}
        </Toolbar>
        {content}
      </Panel>
    </>
  );
}
