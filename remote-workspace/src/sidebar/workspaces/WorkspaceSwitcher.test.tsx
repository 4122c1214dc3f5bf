import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSidebar, WS, renderSidebar, serveSidebar } from '../test/renderSidebar';

const other = { workspace_id: 'ws-2', workspace_name: 'Side project', icon: '🚀' };

afterEach(forgetSidebar);

describe('the workspace switcher', () => {
  it('shows the current workspace and opens another (PUT open, then its address)', async () => {
    const api = serveSidebar({
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '' }, other],
      'PUT /api/workspace/ws-2/open': other,
    });
    renderSidebar();
    const switcher = screen.getByTestId('workspace-switcher');
    await waitFor(() => {
      expect(switcher).toHaveTextContent('Team');
    });
    await userEvent.click(switcher);
    await userEvent.click(screen.getByTestId('workspace-item-ws-2'));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-2');
    });
    expect(api.requests.some((r) => r.method === 'PUT' && r.path === '/api/workspace/ws-2/open')).toBe(true);
  });

  it('tells workspaces of the same name apart by badge, member count and owner', async () => {
    serveSidebar({
      'GET /api/workspace': [
        { workspace_id: WS, workspace_name: 'Team', icon: '', member_count: 3, owner_name: 'Ada' },
        { workspace_id: 'ws-2', workspace_name: 'team ', icon: '🚀', member_count: 1, owner_name: 'Grace' },
        { workspace_id: 'ws-3', workspace_name: 'Other', icon: '', member_count: 2, owner_name: 'Ada' },
      ],
    });
    renderSidebar();
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    expect(await screen.findByTestId(`workspace-item-${WS}`)).toHaveTextContent(
      'TTeam3 members · owner: Ada',
    );
    expect(screen.getByTestId('workspace-item-ws-2')).toHaveTextContent('🚀team 1 member · owner: Grace');
    expect(screen.getByTestId('workspace-item-ws-3')).toHaveTextContent('OOther2 members');
    expect(screen.getByTestId('workspace-item-ws-3')).not.toHaveTextContent('owner');
  });

  it('an empty or blank workspace name is refused with a message, and the name is bounded', async () => {
    const api = serveSidebar({
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Owner' }],
    });
    renderSidebar();
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    await userEvent.click(screen.getByTestId('workspace-create'));
    const input = screen.getByTestId('workspace-name-input');
    expect(input).toHaveAttribute('maxLength', '256');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(input, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a workspace with the name typed, and renames the current one', async () => {
    const api = serveSidebar({
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Owner' }],
      'POST /api/workspace': other,
      'PUT /api/workspace/ws-2/open': other,
      'PATCH /api/workspace': null,
    });
    renderSidebar();
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    await userEvent.click(screen.getByTestId('workspace-rename'));
    const input = screen.getByTestId('workspace-name-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Crew{Enter}');
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        workspace_id: WS,
        workspace_name: 'Crew',
      });
    });

    await userEvent.click(screen.getByTestId('workspace-switcher'));
    await userEvent.click(screen.getByTestId('workspace-create'));
    await userEvent.type(screen.getByTestId('workspace-name-input'), 'Side project{Enter}');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-2');
    });
    expect(api.requests.find((r) => r.method === 'POST' && r.path === '/api/workspace')?.body).toEqual({
      workspace_name: 'Side project',
    });
  });

  it('a member is not offered renaming the workspace (only the Owner may)', async () => {
    serveSidebar({
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Member' }],
    });
    renderSidebar();
    await waitFor(() => {
      expect(screen.getByTestId('workspace-switcher')).toHaveTextContent('Team');
    });
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    expect(screen.getByTestId('workspace-leave')).toBeInTheDocument();
    expect(screen.queryByTestId('workspace-rename')).not.toBeInTheDocument();
  });

  it('leaving asks first, then leaves and goes back to /app', async () => {
    const api = serveSidebar({ [`POST /api/workspace/${WS}/leave`]: null });
    renderSidebar();
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    await userEvent.click(screen.getByTestId('workspace-leave'));
    expect(api.requests.some((r) => r.path.endsWith('/leave'))).toBe(false);
    await userEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
    });
    expect(api.requests.some((r) => r.method === 'POST' && r.path === `/api/workspace/${WS}/leave`)).toBe(
      true,
    );
  });
});
