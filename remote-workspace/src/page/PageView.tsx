import { useTranslation } from 'react-i18next';

export interface PageViewProps {
  workspaceId: string;
  viewId: string;
}

/** The page at /app/:workspaceId/:viewId: header (icon, cover, title) and body. */
export function PageView({ workspaceId, viewId }: PageViewProps) {
  const { t } = useTranslation();
  return (
    <article data-testid="page-view" data-workspace-id={workspaceId} data-view-id={viewId}>
      <p data-testid="page-body">
        {t(
          'workspace.page.emptyBody',
          'This page is empty. The document editor arrives with the next release.',
        )}
      </p>
    </article>
  );
}
