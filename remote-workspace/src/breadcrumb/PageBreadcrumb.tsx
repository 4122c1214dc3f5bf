import { useNavigate } from 'react-router-dom';
import { useAncestors, type FolderView } from '../data';
import { Breadcrumb, type Crumb } from './Breadcrumb';

function crumbOf(view: FolderView): Crumb {
  // The trail shows emoji icons only; icon-set and picture icons need the sidebar's renderer and room.
  return { viewId: view.view_id, name: view.name, icon: view.icon?.ty === 0 ? view.icon.value : null };
}

/** The breadcrumb of an open page: its ancestors from the loaded folder, each opening its page. */
export function PageBreadcrumb({
  workspaceId,
  viewId,
  mobile,
}: {
  workspaceId: string;
  viewId: string;
  mobile: boolean;
}) {
  const navigate = useNavigate();
  const ancestors = useAncestors(viewId);
  return (
    <Breadcrumb
      crumbs={ancestors.map(crumbOf)}
      mobile={mobile}
      onNavigate={(target) =>
        navigate(`/app/${encodeURIComponent(workspaceId)}/${encodeURIComponent(target)}`)
      }
    />
  );
}
