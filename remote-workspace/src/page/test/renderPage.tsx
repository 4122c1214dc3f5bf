import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeDoc, emptyDocument } from '@quire/shared/collab';
import { Route, Routes, useParams } from 'react-router-dom';
import * as Y from 'yjs';
import type { FolderView } from '../../data';
import { view } from '../../data/test/fakeApi';
import { renderAt } from '../../test/renderAt';
import { PageView } from '../PageView';

export const WS = 'ws-1';
export const FOLDER = `GET /api/workspace/${WS}/folder`;
export const PATCH_PAGE = `PATCH /api/workspace/${WS}/page-view/page`;
/** The document collab of `page`, and where its edits are sent. */
export const COLLAB = `GET /api/workspace/v1/${WS}/collab/page`;
export const WEB_UPDATE = `POST /api/workspace/v1/${WS}/collab/page/web-update`;

/** The server's answer for a new document: one empty paragraph. */
export function emptyCollab() {
  const doc = decodeDoc(emptyDocument());
  return {
    doc_state: Array.from(Y.encodeStateAsUpdate(doc)),
    state_vector: Array.from(Y.encodeStateVector(doc)),
    version: 1,
    object_id: 'page',
  };
}

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
  return renderAt(
    `/app/${WS}/${viewId}`,
    <Routes>
      <Route path="/app/:workspaceId/:viewId" element={<Routed />} />
      <Route path="/elsewhere" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

/** Types `text` at the end of the page's title, then leaves the title (which saves it); returns the title. */
export async function typeIntoTitleAndLeave(text: string) {
  const title = await screen.findByTestId('page-title');
  await userEvent.type(title, text);
  act(() => {
    title.blur();
  });
  return title;
}

/** The names the page's breadcrumb shows, first to last. */
export const crumbNames = () =>
  within(screen.getByTestId('breadcrumb'))
    .getAllByTestId('breadcrumb-item')
    .map((crumb) => crumb.textContent);
