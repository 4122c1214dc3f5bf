import { createReactBlockSpec } from '@blocknote/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { folderStore, useView } from '../../data';
import { ViewIconView } from '../../sidebar/icons/ViewIconView';
import { EmbeddedDatabase } from '../embed/EmbeddedDatabase';
import { useEditorPage } from '../pageContext';
import {
  databaseLayouts,
  databaseViewType,
  isDatabaseBlockType,
  type DatabaseBlockType,
} from './databaseTypes';

export const subPageType = 'subPage';
export { databaseLayouts, databaseViewType, isDatabaseBlockType, type DatabaseBlockType };

/** A link to another page of the workspace, with its name and icon as the folder has them. */
function PageCard({ viewId }: { viewId: string }) {
  const { t } = useTranslation();
  const page = useEditorPage();
  const view = useView(viewId);
  const workspaceId = page?.workspaceId ?? folderStore.currentWorkspace() ?? '';
  const name =
    view === null
      ? t('workspace.editor.pageCard.page', 'Page')
      : view.name.trim() || t('workspace.editor.pageCard.untitled', 'Untitled');
  const open = (event: MouseEvent) => {
    if (page === null || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    page.openView(viewId);
  };
  return (
    <a
      className="quire-page-card"
      href={`/app/${workspaceId}/${viewId}`}
      contentEditable={false}
      data-testid="page-card"
      data-view-id={viewId}
      onClick={open}
    >
      <ViewIconView icon={view?.icon ?? null} layout={view?.layout ?? 0} />
      <span className="quire-page-card-name">{name}</span>
    </a>
  );
}

/** AppFlowy's sub_page: a child page of this one (`data.view_id`), shown as a link card. */
export const createSubPageSpec = createReactBlockSpec(
  { type: subPageType, propSchema: { viewId: { default: '' } }, content: 'none' },
  {
    render({ block }) {
      return <PageCard viewId={block.props.viewId} />;
    },
  },
);

/**
 * AppFlowy's grid, board and calendar blocks: a database view embedded in the document, live and editable in
 * place (`EmbeddedDatabase`); `view_id` and `parent_id` are kept as stored. An atom for ProseMirror (no content).
 */
export const createDatabaseViewSpec = createReactBlockSpec(
  {
    type: databaseViewType,
    propSchema: {
      ty: { default: 'grid', values: ['grid', 'board', 'calendar'] },
      viewId: { default: '' },
      parentId: { default: '' },
    },
    content: 'none',
  },
  {
    render({ block }) {
      return <EmbeddedDatabase ty={block.props.ty} viewId={block.props.viewId} />;
    },
  },
);
