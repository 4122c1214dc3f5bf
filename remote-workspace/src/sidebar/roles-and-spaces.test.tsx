import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSidebar, WS, renderSidebar, serveSidebar } from './test/renderSidebar';

afterEach(forgetSidebar);

/** The sidebar of a user with `role` in the workspace, once its tree shows; resolves with the fake API. */
async function openSidebarAs(role: 'Owner' | 'Member' | 'Guest', routes: Record<string, unknown> = {}) {
  const api = serveSidebar({
    'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role }],
    ...routes,
  });
  renderSidebar();
  await screen.findByTestId('sidebar-item-welcome');
  return api;
}

describe('the sidebar mirrors the role (the server decides; the UI offers only what it allows)', () => {
  it('a guest is offered no page creation, renaming, moving, trashing or trash', async () => {
    await openSidebarAs('Guest');
    await waitFor(() => {
      expect(screen.queryByTestId('space-add-page-general')).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('sidebar-add-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-add-child-welcome')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-trash')).not.toBeInTheDocument();
    expect(screen.queryByTestId('space-more-general')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('sidebar-more-welcome'));
    expect(screen.getByTestId('page-menu-favorite')).toBeInTheDocument();
    for (const action of ['rename', 'icon', 'duplicate', 'trash']) {
      expect(screen.queryByTestId(`page-menu-${action}`)).not.toBeInTheDocument();
    }
  });

  it('a member keeps every page action', async () => {
    await openSidebarAs('Member');
    expect(screen.getByTestId('space-add-page-general')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-add-child-welcome')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-trash')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sidebar-more-welcome'));
    for (const action of ['rename', 'icon', 'duplicate', 'favorite', 'trash']) {
      expect(screen.getByTestId(`page-menu-${action}`)).toBeInTheDocument();
    }
  });
});

describe('spaces', () => {
  it('ENT-18 / a member creates a private space from the sidebar: name, visibility and colour reach the API', async () => {
    const api = await openSidebarAs('Member', {
      [`POST /api/workspace/${WS}/space`]: { view_id: 'space-2' },
    });
    await userEvent.click(screen.getByTestId('sidebar-new-space'));
    await userEvent.type(screen.getByTestId('space-name-input'), '  Research  ');
    await userEvent.selectOptions(screen.getByTestId('space-permission'), '1');
    await userEvent.click(screen.getByRole('radio', { name: '#2196F3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(
        api.requests.find((r) => r.method === 'POST' && r.path === `/api/workspace/${WS}/space`)?.body,
      ).toEqual({
        name: 'Research',
        space_permission: 1,
        space_icon: '',
        space_icon_color: '0xFF2196F3',
      });
    });
  });

  it('a guest is not offered a new space', async () => {
    await openSidebarAs('Guest');
    await waitFor(() => {
      expect(screen.queryByTestId('sidebar-new-space')).not.toBeInTheDocument();
    });
  });

  it('a space is renamed inline, restyled and deleted (to the trash) after confirming', async () => {
    const api = await openSidebarAs('Owner', {
      [`PATCH /api/workspace/${WS}/space/general`]: null,
      [`POST /api/workspace/${WS}/page-view/general/move-to-trash`]: null,
    });

    await userEvent.click(screen.getByTestId('space-more-general'));
    await userEvent.click(screen.getByTestId('space-menu-rename'));
    const input = screen.getByTestId('sidebar-rename-input');
    expect(input).toHaveAttribute('maxLength', '255');
    await userEvent.clear(input);
    await userEvent.type(input, 'Team space{Enter}');
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Team space' });
    });

    await userEvent.click(screen.getByTestId('space-more-general'));
    await userEvent.click(screen.getByTestId('space-menu-style'));
    await userEvent.click(screen.getByTestId('space-icon-choice-7'));
    await userEvent.click(screen.getByRole('radio', { name: '#4CAF50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
        space_icon: 'space_icon_7',
        space_icon_color: '0xFF4CAF50',
      });
    });

    await userEvent.click(screen.getByTestId('space-more-general'));
    await userEvent.click(screen.getByTestId('space-menu-delete'));
    expect(screen.getByTestId('confirm-dialog')).toHaveTextContent(
      'The space and all its pages move to the trash',
    );
    await userEvent.keyboard('{Escape}');
    expect(api.requests.some((r) => r.path.endsWith('/move-to-trash'))).toBe(false);
    await userEvent.click(screen.getByTestId('space-more-general'));
    await userEvent.click(screen.getByTestId('space-menu-delete'));
    await userEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => {
      expect(
        api.requests.some((r) => r.path === `/api/workspace/${WS}/page-view/general/move-to-trash`),
      ).toBe(true);
    });
  });

  it('emptying a space name while renaming keeps the old name', async () => {
    const api = await openSidebarAs('Owner');
    await userEvent.click(screen.getByTestId('space-more-general'));
    await userEvent.click(screen.getByTestId('space-menu-rename'));
    await userEvent.clear(screen.getByTestId('sidebar-rename-input'));
    await userEvent.keyboard('   {Enter}');
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
    expect(screen.getByTestId('space-name-general')).toHaveTextContent('General');
  });
});
