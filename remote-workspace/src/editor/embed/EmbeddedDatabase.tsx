import { memo, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { folderStore, useView, type FolderState } from '../../data';
import { DatabaseView } from '../../database';
import { ViewIconView } from '../../sidebar/icons/ViewIconView';
import { useEditorPage } from '../pageContext';
import { databaseLayouts, type DatabaseBlockType } from '../schema/databaseTypes';
import { useEditorReadOnly } from './editorReadOnly';
import { EMBED_ATTRIBUTE } from './embedIsolation';

/** An embed is a window onto the database, not its page: it scrolls within this height. */
export const EMBED_MAX_HEIGHT = 520;

const Frame = styled.div`
  width: 100%;
  margin: 4px 0;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-background);
  cursor: auto;
  user-select: text;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border-bottom: 1px solid var(--quire-border);
  font-weight: 600;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Body = styled.div`
  max-height: ${EMBED_MAX_HEIGHT}px;
  overflow: auto;
  overscroll-behavior: contain;
  padding: 0 10px;

  /* The grid sizes its scroller for a whole page; inside the embed it gets the embed's height. */
  div:has(> [data-testid='database-grid']) {
    height: ${EMBED_MAX_HEIGHT - 120}px;
  }
`;

const Missing = styled.p`
  margin: 0;
  padding: 12px 10px;
  color: var(--quire-text-secondary);
`;

interface Props {
  ty: DatabaseBlockType;
  /** The database view shown (a folder view of a grid, board or calendar page). */
  viewId: string;
}

function useFolderStatus(workspaceId: string): FolderState['status'] {
  return useSyncExternalStore(folderStore.subscribe, () => folderStore.get(workspaceId).status);
}

/**
 * AppFlowy's grid, board or calendar block: the database view itself, live and editable in place (read-only
 * when the document is), under a header naming the database and linking to its page. Its events are its own
 * (`EMBED_ATTRIBUTE`, see embedIsolation.ts) and it is memoised on its props, so typing elsewhere in the
 * document does not render it again.
 */
export const EmbeddedDatabase = memo(function EmbeddedDatabase({ ty, viewId }: Props) {
  const { t } = useTranslation();
  const page = useEditorPage();
  const readOnly = useEditorReadOnly();
  const view = useView(viewId);
  const workspaceId = page?.workspaceId ?? folderStore.currentWorkspace() ?? '';
  const status = useFolderStatus(workspaceId);
  const kindName = {
    grid: t('workspace.editor.pageCard.grid', 'Grid'),
    board: t('workspace.editor.pageCard.board', 'Board'),
    calendar: t('workspace.editor.pageCard.calendar', 'Calendar'),
  }[ty];
  // The folder lists every page this user may open: a loaded folder without the view means it was deleted,
  // moved to the trash, or is not shared with them.
  const missing = viewId === '' || (status === 'loaded' && view === null);
  const name =
    view === null ? kindName : view.name.trim() || t('workspace.editor.pageCard.untitled', 'Untitled');
  const open = (event: MouseEvent) => {
    if (page === null || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    page.openView(viewId);
  };
  const attributes = { [EMBED_ATTRIBUTE]: '' };
  return (
    <Frame
      {...attributes}
      contentEditable={false}
      data-testid="embedded-database"
      data-view-id={viewId}
      data-layout={ty}
      role="group"
      aria-label={t('workspace.editor.embed.label', '{{layout}}: {{name}}', { layout: kindName, name })}
    >
      <Header>
        <ViewIconView icon={view?.icon ?? null} layout={view?.layout ?? databaseLayouts[ty]} />
        {missing ? (
          <span>{kindName}</span>
        ) : (
          <a href={`/app/${workspaceId}/${viewId}`} onClick={open} data-testid="embedded-database-link">
            {name}
          </a>
        )}
      </Header>
      {missing ? (
        <Missing role="status" data-testid="embedded-database-missing">
          {t('workspace.editor.embed.missing', 'This database was not found, or you have no access to it.')}
        </Missing>
      ) : (
        <Body>
          <DatabaseView workspaceId={workspaceId} viewId={viewId} readOnly={readOnly} embedded />
        </Body>
      )}
    </Frame>
  );
});
