import { act } from '@testing-library/react';
import { QuireToaster } from '@quire/shared';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { folderStore, forgetWorkspaceRoles, type FolderView } from '../../data';
import { installFakeApi, view } from '../../data/test/fakeApi';
import { renderAt } from '../../test/renderAt';
import { forgetExpandedCache } from '../expandedState';
import { Sidebar } from '../Sidebar';

export const WS = 'ws-1';

/** workspace ─ General (space) ─┬ Welcome ─ Nested
 *                               ├ (untitled, published)
 *                               └ Tasks (board) */
export function sampleFolder(): FolderView {
  const nested = view({ view_id: 'nested', name: 'Nested', parent_view_id: 'welcome' });
  return view({
    view_id: WS,
    name: 'Team',
    children: [
      view({
        view_id: 'general',
        name: 'General',
        is_space: true,
        is_published: true,
        extra: { is_space: true, space_icon: 'space_icon_3', space_icon_color: '0xFFA34AFD' },
        children: [
          view({ view_id: 'welcome', name: 'Welcome', icon: { ty: 0, value: '👋' }, children: [nested] }),
          view({ view_id: 'blank', name: '', is_published: true }),
          view({ view_id: 'tasks', name: 'Tasks', layout: 2 }),
        ],
      }),
    ],
  });
}

export function serveSidebar(extra: Record<string, unknown> = {}) {
  return installFakeApi({
    'GET /api/user/profile': {
      uid: 1,
      uuid: 'user-1',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: null,
      latest_workspace_id: WS,
      updated_at: 0,
    },
    'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '' }],
    [`GET /api/workspace/${WS}/folder`]: sampleFolder(),
    [`GET /api/workspace/${WS}/favorite`]: { views: [] },
    [`GET /api/workspace/${WS}/recent`]: { views: [] },
    [`GET /api/workspace/${WS}/trash`]: { views: [] },
    ...extra,
  });
}

/** As the frame does: the sidebar follows the page in the address. */
function RoutedSidebar() {
  const { viewId = null } = useParams();
  return <Sidebar workspaceId={WS} viewId={viewId} />;
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderSidebar(viewId = 'welcome') {
  return renderAt(
    `/app/${WS}/${viewId}`,
    <>
      <Routes>
        <Route path="/app/:workspaceId/:viewId" element={<RoutedSidebar />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
      <QuireToaster variant="app" />
    </>,
  );
}

/** What a sidebar test leaves behind, undone: saved settings, expanded rows, known roles, loaded folders. */
export function forgetSidebar() {
  localStorage.clear();
  forgetExpandedCache();
  forgetWorkspaceRoles();
  act(() => {
    folderStore.reset();
  });
}
