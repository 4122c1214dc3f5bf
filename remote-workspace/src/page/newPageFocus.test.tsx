import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { folderStore, forgetWorkspaceRoles, type FolderView } from '../data';
import { view } from '../data/test/fakeApi';
import { forgetExpandedCache } from '../sidebar/expandedState';
import { Sidebar } from '../sidebar/Sidebar';
import { WS, sampleFolder, serveSidebar } from '../sidebar/test/renderSidebar';
import { renderAt } from '../test/renderAt';
import { emptyCollab } from './test/renderPage';
import { PageView } from './PageView';

// Issue 27: after "+ New page → Document" what the person typed first was lost. The new page's title must
// take it; Enter in the title then goes on to the first block (EDT-01, PageTitle's own tests).

beforeAll(async () => {
  await import('../editor/DocumentEditor');
}, 120_000);

// Three routes, the sidebar and the editor per test: slower than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

afterEach(() => {
  folderStore.reset();
  forgetWorkspaceRoles();
  forgetExpandedCache();
  localStorage.clear();
});

/** The workspace as the frame lays it out: the sidebar beside the page in the address. */
function Workspace() {
  const { viewId = '' } = useParams();
  return (
    <>
      <Sidebar workspaceId={WS} viewId={viewId} />
      <PageView workspaceId={WS} viewId={viewId} />
    </>
  );
}

/** The sample folder, with the page the server makes (named `name`) once it has been asked to. */
function serveWorkspace(name: string) {
  let created = false;
  const folder = (): FolderView => {
    const root = sampleFolder();
    if (created)
      root.children[0]?.children.push(view({ view_id: 'created', name, parent_view_id: 'general' }));
    return root;
  };
  return serveSidebar({
    [`GET /api/workspace/${WS}/folder`]: folder,
    [`POST /api/workspace/${WS}/page-view`]: () => {
      created = true;
      return { view_id: 'created' };
    },
    [`PATCH /api/workspace/${WS}/page-view/created`]: null,
    [`GET /api/workspace/v1/${WS}/collab/created`]: { ...emptyCollab(), object_id: 'created' },
    [`GET /api/workspace/v1/${WS}/collab/welcome`]: emptyCollab(),
  });
}

function renderWorkspace(viewId = 'welcome') {
  return renderAt(
    `/app/${WS}/${viewId}`,
    <Routes>
      <Route path="/app/:workspaceId/:viewId" element={<Workspace />} />
    </Routes>,
  );
}

async function createDocumentFromSidebar() {
  await userEvent.click(await screen.findByTestId('sidebar-add-page'));
  await userEvent.click(screen.getByTestId('new-page-document'));
  await waitFor(() => {
    expect(screen.getByTestId('page-view')).toHaveAttribute('data-view-id', 'created');
  });
}

describe('a new page takes the typing (issue 27)', () => {
  it('EDT-01 / after New page → Document, what is typed at once names the page', async () => {
    const api = serveWorkspace('');
    renderWorkspace();
    await createDocumentFromSidebar();
    const title = await screen.findByTestId('page-title');
    await waitFor(() => {
      expect(title).toHaveFocus();
    });
    await userEvent.keyboard('Roadmap');
    expect(title).toHaveValue('Roadmap');
    await waitFor(() => {
      expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: `/api/workspace/${WS}/page-view/created`, body: { name: 'Roadmap' } },
      ]);
    });
  });

  it('a default name the new page came with is selected, so typing replaces it', async () => {
    serveWorkspace('Untitled');
    renderWorkspace();
    await createDocumentFromSidebar();
    const title = await screen.findByTestId('page-title');
    await waitFor(() => {
      expect(title).toHaveFocus();
    });
    await userEvent.keyboard('Plans');
    expect(title).toHaveValue('Plans');
  });

  it('opening a page that already exists leaves focus alone, and so does coming back to the new one', async () => {
    serveWorkspace('');
    renderWorkspace();
    await createDocumentFromSidebar();
    await waitFor(() => {
      expect(screen.getByTestId('page-title')).toHaveFocus();
    });
    await userEvent.click(screen.getByTestId('sidebar-name-welcome'));
    await waitFor(() => {
      expect(screen.getByTestId('page-view')).toHaveAttribute('data-view-id', 'welcome');
    });
    expect(screen.getByTestId('page-title')).not.toHaveFocus();
    await userEvent.click(screen.getByTestId('sidebar-name-created'));
    await waitFor(() => {
      expect(screen.getByTestId('page-view')).toHaveAttribute('data-view-id', 'created');
    });
    expect(screen.getByTestId('page-title')).not.toHaveFocus();
  });
});
