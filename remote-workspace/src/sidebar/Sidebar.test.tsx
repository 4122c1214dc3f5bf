import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPage } from '../data';
import { forgetExpandedCache } from './expandedState';
import { FAIL, UNREACHABLE, view } from '../data/test/fakeApi';
import { forgetSidebar, WS, renderSidebar, sampleFolder, serveSidebar } from './test/renderSidebar';

afterEach(forgetSidebar);

describe('the page tree', () => {
  it('NAV-08 NAV-09 NAV-11 / pages show icon and name, Untitled when empty, a globe when published; spaces no globe', async () => {
    serveSidebar();
    renderSidebar();
    const welcome = await screen.findByTestId('sidebar-item-welcome');
    expect(welcome).toHaveTextContent('👋');
    expect(welcome).toHaveTextContent('Welcome');
    expect(screen.getByTestId('sidebar-item-blank')).toHaveTextContent('Untitled');
    expect(screen.getByTestId('sidebar-published-blank')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-published-welcome')).not.toBeInTheDocument();
    // A board without an icon shows the board's drawn glyph (not an emoji a machine may lack).
    expect(
      screen.getByTestId('sidebar-item-tasks').querySelector('[data-icon-kind="glyph"] svg'),
    ).toHaveAttribute('data-layout-glyph', '2');
    const space = screen.getByTestId('sidebar-space-general');
    expect(space).toHaveTextContent('General');
    expect(space.querySelector('[data-space-icon="space_icon_3"]')).toHaveStyle({ background: '#A34AFD' });
    expect(within(space).queryByText('🌐')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar-item-welcome')).toHaveAttribute('aria-selected', 'true');
  });

  it('NAV-12 CCH-18 / expand state is kept per view id in outline_expanded', async () => {
    serveSidebar();
    const first = renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
    expect(screen.queryByTestId('sidebar-item-nested')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sidebar-expand-welcome'));
    expect(screen.getByTestId('sidebar-item-nested')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('outline_expanded') ?? '{}')).toEqual({ welcome: true });
    first.unmount();
    forgetExpandedCache();
    renderSidebar();
    expect(await screen.findByTestId('sidebar-item-nested')).toBeInTheDocument();
  });

  it('CCH-18 / junk in outline_expanded reads as nothing expanded', async () => {
    localStorage.setItem('outline_expanded', '[1,2');
    serveSidebar();
    renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
    expect(screen.queryByTestId('sidebar-item-nested')).not.toBeInTheDocument();
  });

  it.each([
    ['document', 0],
    ['grid', 1],
    ['board', 2],
    ['calendar', 3],
    ['chat', 4],
  ])('the new-page menu creates a %s page in the space and opens it', async (name, layout) => {
    const api = serveSidebar({ [`POST /api/workspace/${WS}/page-view`]: { view_id: 'created' } });
    renderSidebar();
    await userEvent.click(await screen.findByTestId('sidebar-add-page'));
    await userEvent.click(screen.getByTestId(`new-page-${name}`));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/created`);
    });
    expect(api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/page-view'))?.body).toEqual({
      parent_view_id: 'general',
      layout,
    });
  });

  it('"New page" adds to the space of the open page', async () => {
    const folder = sampleFolder();
    folder.children.push(
      view({ view_id: 'private', name: 'Private', is_space: true, children: [view({ view_id: 'secret' })] }),
    );
    const api = serveSidebar({
      [`GET /api/workspace/${WS}/folder`]: folder,
      [`POST /api/workspace/${WS}/page-view`]: { view_id: 'created' },
    });
    renderSidebar('secret');
    await userEvent.click(await screen.findByTestId('sidebar-add-page'));
    await userEvent.click(screen.getByTestId('new-page-document'));
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        parent_view_id: 'private',
        layout: 0,
      });
    });
  });

  it('NAV-14 / the logo goes to /app', async () => {
    serveSidebar();
    renderSidebar();
    await userEvent.click(screen.getByTestId('sidebar-logo'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });

  it('ENT-06 / the app sidebar holds the favorite section, the spaces (the app section) and the recent section, in that order', async () => {
    serveSidebar({
      [`GET /api/workspace/${WS}/favorite`]: {
        views: [
          { ...view({ view_id: 'tasks', name: 'Tasks', layout: 2 }), favorited_at: '', is_pinned: false },
        ],
      },
      [`GET /api/workspace/${WS}/recent`]: {
        views: [{ ...view({ view_id: 'welcome', name: 'Welcome' }), last_viewed_at: '' }],
      },
    });
    renderSidebar('blank');
    const favorites = screen.getByTestId('sidebar-favorites');
    expect(await within(favorites).findByTestId('favorite-tasks')).toHaveTextContent('Tasks');
    const space = await screen.findByTestId('sidebar-space-general');
    const recent = screen.getByTestId('sidebar-recent');
    await userEvent.click(within(recent).getByRole('button', { name: /Recent/ }));
    expect(await within(recent).findByTestId('recent-welcome')).toHaveTextContent('Welcome');
    const order = (a: Element, b: Element) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(favorites, space)).toBeTruthy();
    expect(order(space, recent)).toBeTruthy();
    await userEvent.click(within(favorites).getByText('Tasks'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/tasks`);
  });

  it('clicking a page opens it; once the page has recorded the visit, the recent section reads the list again', async () => {
    const api = serveSidebar({ [`GET /api/workspace/${WS}/page-view/tasks`]: { view: null, data: {} } });
    const recentReads = () => api.requests.filter((r) => r.path === `/api/workspace/${WS}/recent`).length;
    renderSidebar();
    const tasks = await screen.findByTestId('sidebar-name-tasks');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const before = recentReads();
    await userEvent.click(tasks);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/tasks`);
    expect(screen.getByTestId('sidebar-item-tasks')).toHaveAttribute('aria-selected', 'true');
    // The page view (not rendered here) reads the page, which is what records the visit on the server.
    await act(() => openPage(WS, 'tasks'));
    await waitFor(() => {
      expect(recentReads()).toBe(before + 1);
    });
    expect(
      api.requests.some((r) => r.method === 'GET' && r.path === `/api/workspace/${WS}/page-view/tasks`),
    ).toBe(true);
  });

  it('NAV-13 / a page opened from the sidebar that then fails to load raises no toast; the sidebar stays as it was', async () => {
    serveSidebar({ [`GET /api/workspace/${WS}/page-view/tasks`]: UNREACHABLE });
    renderSidebar();
    await userEvent.click(await screen.findByTestId('sidebar-name-tasks'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/tasks`);
    // The page view (not rendered here) reads the page; its failure is the page's to show.
    await act(() => openPage(WS, 'tasks').catch(() => undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar-item-tasks')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('sidebar-item-welcome')).toBeInTheDocument();
  });

  it('rename from the more menu: Enter saves the new name through PATCH page-view', async () => {
    const api = serveSidebar({ [`PATCH /api/workspace/${WS}/page-view/tasks`]: null });
    renderSidebar();
    await userEvent.click(await screen.findByTestId('sidebar-more-tasks'));
    await userEvent.click(screen.getByTestId('page-menu-rename'));
    const input = screen.getByTestId('sidebar-rename-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Roadmap{Enter}');
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Roadmap' });
    });
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('Escape cancels a rename', async () => {
    const api = serveSidebar();
    renderSidebar();
    await userEvent.click(await screen.findByTestId('sidebar-more-tasks'));
    await userEvent.click(screen.getByTestId('page-menu-rename'));
    await userEvent.type(screen.getByTestId('sidebar-rename-input'), 'x{Escape}');
    expect(screen.queryByTestId('sidebar-rename-input')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('a tree that cannot be loaded says why in the user’s words, and Try again loads it', async () => {
    const api = serveSidebar({ [`GET /api/workspace/${WS}/folder`]: UNREACHABLE });
    renderSidebar();
    const failure = await screen.findByTestId('folder-load-failure');
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'The pages could not be loaded. The server cannot be reached. Check your connection and try again.',
    );
    api.route(`GET /api/workspace/${WS}/folder`, sampleFolder());
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sidebar-item-welcome')).toBeInTheDocument();
    expect(screen.queryByTestId('folder-load-failure')).not.toBeInTheDocument();
  });

  it('DLG-16 / a page update that fails raises an error toast saying what did not happen and why, never the server’s words', async () => {
    serveSidebar({ [`PATCH /api/workspace/${WS}/page-view/tasks`]: FAIL });
    renderSidebar();
    await userEvent.click(await screen.findByTestId('sidebar-more-tasks'));
    await userEvent.click(screen.getByTestId('page-menu-rename'));
    await userEvent.type(screen.getByTestId('sidebar-rename-input'), 's{Enter}');
    // The fake API's FAIL is a 1024 UserUnAuthorized refusal: the toast says so, in the user's words.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page could not be renamed. Your session has ended. Sign in again, then retry.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('refused');
  });

  it('duplicate, favourite and move to trash call their endpoints', async () => {
    const api = serveSidebar({
      [`POST /api/workspace/${WS}/page-view/tasks/duplicate`]: null,
      [`POST /api/workspace/${WS}/page-view/tasks/favorite`]: null,
      [`POST /api/workspace/${WS}/page-view/tasks/move-to-trash`]: null,
    });
    renderSidebar();
    for (const action of ['duplicate', 'favorite', 'trash']) {
      await userEvent.click(await screen.findByTestId('sidebar-more-tasks'));
      await userEvent.click(screen.getByTestId(`page-menu-${action}`));
    }
    await waitFor(() => {
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path.split('/').pop())).toEqual([
        'duplicate',
        'favorite',
        'move-to-trash',
      ]);
    });
    expect(api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/favorite'))?.body).toEqual({
      is_favorite: true,
      is_pinned: false,
    });
  });
});
