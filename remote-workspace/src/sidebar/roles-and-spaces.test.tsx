import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { folderStore, forgetWorkspaceRoles } from '../data';
import { forgetExpandedCache } from './expandedState';
import { WS, renderSidebar, serveSidebar } from './test/renderSidebar';

afterEach(() => {
  localStorage.clear();
  forgetExpandedCache();
  forgetWorkspaceRoles();
  act(() => {
    folderStore.reset();
  });
});

const withRole = (role: 'Owner' | 'Member' | 'Guest', routes: Record<string, unknown> = {}) =>
  serveSidebar({
    'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role }],
    ...routes,
  });

describe('the sidebar mirrors the role (the server decides; the UI offers only what it allows)', () => {
  it('a guest is offered no page creation, renaming, moving, trashing or trash', async () => {
    withRole('Guest');
    renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
    await waitFor(() => {
      expect(screen.queryByTestId('space-add-page-general')).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('sidebar-add-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-add-child-welcome')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-trash')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('sidebar-more-welcome'));
    expect(screen.getByTestId('page-menu-favorite')).toBeInTheDocument();
    for (const action of ['rename', 'icon', 'duplicate', 'trash']) {
      expect(screen.queryByTestId(`page-menu-${action}`)).not.toBeInTheDocument();
    }
  });

  it('a member keeps every page action', async () => {
    withRole('Member');
    renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
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
    const api = withRole('Member', { [`POST /api/workspace/${WS}/space`]: { view_id: 'space-2' } });
    renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
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
    withRole('Guest');
    renderSidebar();
    await screen.findByTestId('sidebar-item-welcome');
    await waitFor(() => {
      expect(screen.queryByTestId('sidebar-new-space')).not.toBeInTheDocument();
    });
  });
});
