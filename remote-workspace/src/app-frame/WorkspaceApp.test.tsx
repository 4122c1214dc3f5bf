import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SHARED_INSTANCE_ID,
  clearToken,
  installShortcuts,
  notePasswordRecovery,
  notify,
  selectLoginDialog,
  signOut,
  store,
  userActions,
  watchSessionAcrossTabs,
} from '@quire/shared';
import { folderStore } from '../data';
import { Refuse, installFakeApi, view } from '../data/test/fakeApi';
import { TEST_I18N_INSTANCE_ID } from '../test/i18n';
import { profile, signIn, testToken } from '../test/session';
import { forgetWorkspaceApp, renderWorkspace } from './test/renderWorkspace';

// The whole remote without the document editor's code (the editor's own tests cover it): a page body stays empty.
jest.mock('../editor', () => ({ DocumentEditorSlot: () => null }));

jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return { ...actual, signOut: jest.fn() };
});
const signOutMock = jest.mocked(signOut);

const workspace = { workspace_id: 'ws-1', workspace_name: 'Team', icon: '' };
const page = view({ view_id: 'page-1', name: 'Welcome' });
const folder = view({
  view_id: 'ws-1',
  name: 'Team',
  children: [
    view({
      view_id: 'space-1',
      is_space: true,
      name: 'General',
      children: [page, view({ view_id: 'page-2', name: 'Notes' })],
    }),
  ],
});

function serveWorkspace() {
  return installFakeApi({
    'GET /api/user/profile': {
      uid: 1,
      uuid: 'user-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      latest_workspace_id: 'ws-1',
    },
    'GET /api/user/workspace': { visiting_workspace: workspace, workspaces: [workspace] },
    'PUT /api/workspace/ws-1/open': workspace,
    'GET /api/workspace': [workspace],
    'GET /api/workspace/ws-1/folder': folder,
    'GET /api/workspace/ws-1/favorite': { views: [] },
    'GET /api/workspace/ws-1/recent': { views: [] },
    'GET /api/workspace/ws-1/trash': { views: [] },
  });
}

beforeEach(() => {
  // Wide enough for the drawer to stay open (ST-10).
  window.innerWidth = 1280;
  signOutMock.mockImplementation(() => {
    clearToken();
    return Promise.resolve();
  });
});

afterEach(() => {
  jest.clearAllMocks();
  forgetWorkspaceApp();
});

describe('the workspace app frame', () => {
  it('RT-09 LOG-12 LOG-13 / signed out, the sign-in button opens the login dialog remembering this address', async () => {
    window.history.replaceState(null, '', '/app/some/page?x=1');
    renderWorkspace('/app/some/page');
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/app/some/page?x=1',
    });
  });

  it('/app opens the latest workspace (PUT open) and goes to its first page', async () => {
    const api = serveWorkspace();
    signIn();
    renderWorkspace('/app');
    expect(await screen.findByTestId('page-view')).toHaveAttribute('data-view-id', 'page-1');
    expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-1/page-1');
    expect(api.requests.some((r) => r.method === 'PUT' && r.path === '/api/workspace/ws-1/open')).toBe(true);
  });

  it('LOG-18 / landing in /app from a password-recovery mail opens "Set a new password" over the workspace', async () => {
    serveWorkspace();
    notePasswordRecovery(true);
    signIn();
    renderWorkspace('/app');
    // At once, whatever the workspace is still loading behind it.
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(await screen.findByTestId('workspace-user')).toHaveTextContent('Ada Lovelace');
    expect(within(dialog).getByTestId('change-password-recovery')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('current-password')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('new-password')).toHaveFocus();
  });

  it("signed in, the user's name and e-mail and Sign out are visible without opening a menu", async () => {
    serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1/page-1');
    const user = await screen.findByTestId('workspace-user');
    expect(user).toHaveTextContent('Ada Lovelace');
    expect(within(user).getByText('ada@example.com')).toBeVisible();
    expect(within(screen.getByTestId('sidebar')).getByTestId('sign-out')).toBeVisible();
  });

  it('ST-10 / with the drawer closed by a narrow window, the account moves to the top bar', async () => {
    window.innerWidth = 1000;
    serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1/page-1');
    await screen.findByTestId('page-view');
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('workspace-user')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('sign-out')).toBeVisible();
  });

  it('on a phone there is no drawer: the sidebar opens as a full-screen sheet and closes on choosing a page', async () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile');
    serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1');
    await screen.findByTestId('page-view');
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('workspace-user')).toBeVisible();
    await userEvent.click(screen.getByTestId('drawer-toggle'));
    const sheet = screen.getByTestId('mobile-sidebar');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close the sidebar' }));
    expect(screen.queryByTestId('mobile-sidebar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('drawer-toggle'));
    await userEvent.click(within(screen.getByTestId('mobile-sidebar')).getByTestId('sidebar-name-page-2'));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-1/page-2');
    expect(screen.queryByTestId('mobile-sidebar')).not.toBeInTheDocument();
    agent.mockRestore();
  });

  it('a user without a name is shown by e-mail, once', async () => {
    serveWorkspace();
    signIn(profile({ name: null }));
    renderWorkspace('/app/ws-1/page-1');
    await screen.findByTestId('sidebar-item-page-1');
    expect(screen.getAllByText('ada@example.com')).toHaveLength(1);
  });

  it('while the workspace opens, or when it cannot, the account stays visible and a retry is offered', async () => {
    installFakeApi({ 'GET /api/workspace': [] });
    signIn(null);
    renderWorkspace('/app');
    expect(screen.getByTestId('workspace-frame')).toHaveTextContent('Loading your account…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your workspace could not be opened');
    act(() => {
      store.dispatch(userActions.profileFailed({ userId: 'user-1', message: 'User not found' }));
    });
    expect(screen.getByText(/Your account could not be loaded: User not found/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('ST-14 / Sign out signs out, and the frame goes back to the sign-in prompt', async () => {
    serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1/page-1');
    await userEvent.click(await screen.findByTestId('sign-out'));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  });

  it('ST-16 / follows sign-in and sign-out made in another tab', async () => {
    serveWorkspace();
    const stop = watchSessionAcrossTabs();
    renderWorkspace('/app/ws-1/page-1');
    const otherTab = (value: string | null) => {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: value }));
        if (value !== null) store.dispatch(userActions.profileRequested({ userId: 'user-1' }));
      });
    };
    otherTab(JSON.stringify(testToken));
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    otherTab(null);
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    stop();
  });

  it('an unknown or foreign workspace id shows one no-access screen that leads back to the own workspace', async () => {
    installFakeApi({
      'GET /api/user/profile': { uid: 1, uuid: 'user-1', email: 'ada@example.com', name: 'Ada' },
      'GET /api/workspace/ws-x/folder': new Refuse(1012, 'Not enough permissions'),
      'GET /api/workspace': [workspace],
      'GET /api/user/workspace': { visiting_workspace: workspace, workspaces: [workspace] },
      'PUT /api/workspace/ws-1/open': workspace,
      'GET /api/workspace/ws-1/folder': folder,
      'GET /api/workspace/ws-1/favorite': { views: [] },
      'GET /api/workspace/ws-1/recent': { views: [] },
      'GET /api/workspace/ws-1/trash': { views: [] },
    });
    signIn();
    renderWorkspace('/app/ws-x/some-page');
    const screenOf = await screen.findByTestId('workspace-no-access');
    expect(screenOf).toHaveTextContent('No access to this workspace');
    expect(await within(screenOf).findByText(/You are signed in as ada@example.com/)).toBeInTheDocument();
    expect(within(screenOf).getByTestId('sign-out')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(screenOf).getByRole('button', { name: 'Go to my workspace' }));
    expect(await screen.findByTestId('page-view')).toHaveAttribute('data-view-id', 'page-1');
  });

  it('a folder that fails otherwise (not an access answer) is not called no-access: sidebar and page say why', async () => {
    installFakeApi({
      'GET /api/user/profile': { uid: 1, uuid: 'user-1', email: 'ada@example.com', name: 'Ada' },
      'GET /api/workspace/ws-1/folder': new Refuse(-1, 'Internal error'),
      'GET /api/workspace': [workspace],
      'GET /api/workspace/ws-1/favorite': { views: [] },
      'GET /api/workspace/ws-1/recent': { views: [] },
      'GET /api/workspace/ws-1/trash': { views: [] },
    });
    signIn();
    renderWorkspace('/app/ws-1');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The pages could not be loaded. Please try again in a moment.',
      'This workspace could not be loaded. Please try again in a moment.',
    ]);
    expect(screen.queryByText(/Internal error/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('workspace-no-access')).not.toBeInTheDocument();
  });

  it('a member removed from the open workspace is told so and moved to another workspace', async () => {
    const warning = jest.spyOn(notify, 'warning');
    const api = serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1/page-1');
    expect(await screen.findByTestId('page-view')).toHaveAttribute('data-view-id', 'page-1');
    const other = { workspace_id: 'ws-2', workspace_name: 'Side', icon: '' };
    api.route('GET /api/workspace/ws-1/folder', new Refuse(1012, 'Not enough permissions'));
    api.route('GET /api/user/workspace', { visiting_workspace: other, workspaces: [other] });
    api.route('PUT /api/workspace/ws-2/open', other);
    api.route('GET /api/workspace/ws-2/folder', view({ view_id: 'ws-2', children: [] }));
    await act(() => folderStore.load('ws-1'));
    expect(warning).toHaveBeenCalledWith(
      'You no longer have access to “Team”. You were moved to another workspace.',
    );
    expect(await screen.findByTestId('workspace-empty')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-2');
  });

  it('a user left without any workspace can create one from the frame', async () => {
    const created = { workspace_id: 'ws-9', workspace_name: 'Fresh', icon: '' };
    const api = installFakeApi({
      'GET /api/user/profile': { uid: 1, uuid: 'user-1', email: 'ada@example.com', name: 'Ada' },
      'GET /api/user/workspace': new Refuse(-2, 'Workspace info not found'),
      'POST /api/workspace': created,
      'PUT /api/workspace/ws-9/open': created,
      'GET /api/workspace': [created],
      'GET /api/workspace/ws-9/folder': view({ view_id: 'ws-9', children: [] }),
    });
    signIn();
    renderWorkspace('/app');
    expect(await screen.findByTestId('workspace-none')).toHaveTextContent(
      'You are not a member of any workspace.',
    );
    await userEvent.click(screen.getByTestId('workspace-none-create'));
    await userEvent.type(screen.getByTestId('workspace-name-input'), 'Fresh{Enter}');
    expect(await screen.findByTestId('workspace-empty')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/ws-9');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ workspace_name: 'Fresh' });
  });

  it('KEY-03 / mod+P finds a page by title and opens it with Enter; mod+/ lists the shortcuts', async () => {
    const stop = installShortcuts(window);
    serveWorkspace();
    signIn();
    renderWorkspace('/app/ws-1/page-1');
    expect(await screen.findByTestId('page-view')).toHaveAttribute('data-view-id', 'page-1');
    await userEvent.keyboard('{Control>}p{/Control}');
    const finder = screen.getByTestId('page-finder');
    const input = within(finder).getByRole('combobox');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'NOTE');
    expect(
      within(finder)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Notes')]);
    expect(within(finder).getByRole('option')).toHaveTextContent('General');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('page-finder')).not.toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/ws-1/page-2');

    await userEvent.keyboard('{Control>}p{/Control}');
    await userEvent.type(screen.getByRole('combobox'), 'nothing like it');
    expect(within(screen.getByTestId('page-finder')).getByRole('status')).toHaveTextContent(
      'No page title matches “nothing like it”.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('page-finder')).not.toBeInTheDocument();

    await userEvent.keyboard('{Control>}/{/Control}');
    const list = screen.getByTestId('shortcut-list');
    expect(within(list).getByTestId('shortcut-search')).toHaveTextContent('Find a pageCtrl+P');
    expect(within(list).getByTestId('shortcut-toggleTheme')).toHaveTextContent('Ctrl+Shift+L');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('shortcut-list')).not.toBeInTheDocument();
    stop();
  });

  it('stamps the shared instance it sees, and its build label', () => {
    renderWorkspace('/app');
    const root = screen.getByTestId('workspace-app');
    expect(root).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(root).toHaveAttribute('data-i18n-instance', TEST_I18N_INSTANCE_ID);
    expect(root.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });
});
