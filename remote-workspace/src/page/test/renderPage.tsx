import { render } from '@testing-library/react';
import { StoreProvider } from '@quire/shared';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { FolderView } from '../../data';
import { view } from '../../data/test/fakeApi';
import { PageView } from '../PageView';

export const WS = 'ws-1';
export const FOLDER = `GET /api/workspace/${WS}/folder`;
export const PATCH_PAGE = `PATCH /api/workspace/${WS}/page-view/page`;

/** workspace ─ General (space) ─ Projects ─ Plans (`page`, changed by `page`). */
export function folder(page: Partial<FolderView> = {}) {
  const opened = view({ view_id: 'page', name: 'Plans', parent_view_id: 'parent', ...page });
  const parent = view({ view_id: 'parent', name: 'Projects', children: [opened] });
  const space = view({
    view_id: 'space',
    name: 'General',
    is_space: true,
    extra: { is_space: true },
    children: [parent],
  });
  return view({ view_id: WS, name: 'Workspace', children: [space] });
}

function Routed() {
  const { viewId = '' } = useParams();
  return <PageView workspaceId={WS} viewId={viewId} />;
}

/** The page view at /app/ws-1/:viewId, with an "elsewhere" route to leave it for. */
export function renderPage(viewId = 'page') {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[`/app/${WS}/${viewId}`]}>
        <Routes>
          <Route path="/app/:workspaceId/:viewId" element={<Routed />} />
          <Route path="/elsewhere" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}
