import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFolderActions } from '../data';
import { useReportFailure } from '../ui/useReportFailure';
import { EditorPageContext, type EditorPage } from './pageContext';

interface Props {
  workspaceId: string;
  viewId: string;
  children: ReactNode;
}

/**
 * Gives the document's blocks their page: links open other pages through the router, and the slash menu's Page
 * item creates a child page through the same folder action as the sidebar's "+", a failure reported the same way.
 */
export function EditorPageProvider({ workspaceId, viewId, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useFolderActions();
  const report = useReportFailure();
  const page = useMemo<EditorPage>(
    () => ({
      workspaceId,
      viewId,
      openView(target) {
        void navigate(`/app/${workspaceId}/${target}`);
      },
      createSubPage(layout = 0) {
        return actions.createPage(workspaceId, viewId, layout).catch((error: unknown) => {
          report(t('workspace.sidebar.failure.create', 'The page could not be created.'))(error);
          return null;
        });
      },
    }),
    [workspaceId, viewId, navigate, actions, report, t],
  );
  return <EditorPageContext.Provider value={page}>{children}</EditorPageContext.Provider>;
}
