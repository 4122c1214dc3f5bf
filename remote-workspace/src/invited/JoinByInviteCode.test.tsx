import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectLoginDialog, store } from '@quire/shared';
import { Raw, installFakeApi } from '../data/test/fakeApi';
import { forgetWorkspaceApp, renderWorkspace } from '../app-frame/test/renderWorkspace';
import { signIn, signOutQuietly } from '../test/session';
import type { InviteCodeInfo } from './api';

// The whole remote without the document editor's code (the editor's own tests cover it): a page body stays empty.
jest.mock('../editor', () => ({ DocumentEditorSlot: () => null }));

const CODE = 'Ab12Cd34Ef56Gh78';
const WORKSPACE_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

const info = (overrides: Partial<InviteCodeInfo> = {}): InviteCodeInfo => ({
  workspace_id: WORKSPACE_ID,
  workspace_name: 'Research Lab',
  workspace_icon_url: '',
  owner_name: 'Grace Hopper',
  owner_avatar: '',
  is_member: false,
  member_count: 3,
  ...overrides,
});

afterEach(forgetWorkspaceApp);

describe('the invite link page /app/invited/:code', () => {
  it('shows the workspace, owner and member count, then joins and opens the workspace', async () => {
    const api = installFakeApi({
      'GET /api/invite-code-info': info(),
      'POST /api/workspace/join-by-invite-code': { workspace_id: WORKSPACE_ID },
    });
    signIn();
    renderWorkspace(`/app/invited/${CODE}`);
    expect(await screen.findByTestId('invited-workspace')).toHaveTextContent('Research Lab');
    expect(screen.getByTestId('invited-workspace')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('invited-details')).toHaveTextContent('Owner Grace Hopper · 3 members');
    expect(screen.queryByTestId('invited-open')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('invited-join'));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WORKSPACE_ID}`);
    });
    expect(api.requests.find((r) => r.path === '/api/workspace/join-by-invite-code')?.body).toEqual({
      code: CODE,
    });
    const asked = api.fetch.mock.calls.map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    expect(asked).toContain(`http://api.test/api/invite-code-info?code=${CODE}`);
  });

  it('a member is offered to open the workspace instead of joining it', async () => {
    const api = installFakeApi({ 'GET /api/invite-code-info': info({ is_member: true, member_count: 1 }) });
    signIn();
    renderWorkspace(`/app/invited/${CODE}`);
    expect(await screen.findByText('You are already a member of this workspace.')).toBeInTheDocument();
    expect(screen.getByTestId('invited-details')).toHaveTextContent('1 member');
    expect(screen.queryByTestId('invited-join')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('invited-open'));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WORKSPACE_ID}`);
    });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('an invalid or expired code (1068) says so', async () => {
    installFakeApi({
      'GET /api/invite-code-info': new Raw({ code: 1068, message: 'The invitation code is not valid.' }),
    });
    signIn();
    renderWorkspace(`/app/invited/${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is invalid or has expired.');
    expect(screen.queryByTestId('invited-join')).not.toBeInTheDocument();
  });

  it('a code that lapses before joining says so, and stays on the page', async () => {
    installFakeApi({
      'GET /api/invite-code-info': info(),
      'POST /api/workspace/join-by-invite-code': new Raw({
        code: 1068,
        message: 'The invitation code is not valid.',
      }),
    });
    signIn();
    renderWorkspace(`/app/invited/${CODE}`);
    await userEvent.click(await screen.findByTestId('invited-join'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is invalid or has expired.');
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/invited/${CODE}`);
  });

  it('signed out, signing in comes back to the invite link', async () => {
    installFakeApi({ 'GET /api/invite-code-info': info() });
    signOutQuietly();
    window.history.replaceState(null, '', `/app/invited/${CODE}`);
    renderWorkspace(`/app/invited/${CODE}`);
    expect(screen.queryByTestId('invited-page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(selectLoginDialog(store.getState())).toMatchObject({
      redirectTo: `${window.location.origin}/app/invited/${CODE}`,
    });
  });
});
