import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SHARED_INSTANCE_ID,
  StoreProvider,
  clearToken,
  selectLoginDialog,
  sessionActions,
  signOut,
  store,
  uiActions,
  userActions,
  watchSessionAcrossTabs,
  type UserProfile,
} from '@quire/shared';
import { TEST_I18N_INSTANCE_ID } from '../test/i18n';
import { WorkspaceApp } from './WorkspaceApp';

jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return { ...actual, signOut: jest.fn() };
});
const signOutMock = jest.mocked(signOut);

const token = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'user-1' },
};

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: '1',
  uuid: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  avatar: null,
  latestWorkspaceId: null,
  ...overrides,
});

function renderApp() {
  return render(
    <StoreProvider>
      <WorkspaceApp />
    </StoreProvider>,
  );
}

/** Signed in with the profile already loading, so the frame starts no request of its own. */
function signIn() {
  act(() => {
    store.dispatch(sessionActions.tokenChanged(token));
    store.dispatch(userActions.profileRequested({ userId: 'user-1' }));
  });
}

function profileArrives(loaded: UserProfile = profile()) {
  act(() => {
    store.dispatch(userActions.profileLoaded({ userId: 'user-1', profile: loaded }));
  });
}

beforeEach(() => {
  signOutMock.mockImplementation(() => {
    clearToken();
    return Promise.resolve();
  });
});

afterEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
  });
});

describe('the workspace app frame', () => {
  it('RT-09 LOG-12 LOG-13 / signed out, the sign-in button opens the login dialog remembering this address', async () => {
    window.history.replaceState(null, '', '/app/some/page?x=1');
    renderApp();
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/app/some/page?x=1',
    });
  });

  it("signed in, the frame shows the user's name and e-mail from the profile", () => {
    signIn();
    renderApp();
    expect(screen.queryByTestId('workspace-sign-in')).not.toBeInTheDocument();
    const frame = screen.getByTestId('workspace-frame');
    expect(frame).toHaveTextContent('Loading your account…');
    expect(within(frame).getByTestId('sign-out')).toBeInTheDocument();

    profileArrives();
    expect(screen.getByTestId('workspace-user')).toHaveTextContent('Ada Lovelace');
    expect(within(screen.getByTestId('workspace-user')).getByText('ada@example.com')).toBeInTheDocument();
    expect(frame).toHaveTextContent('arrive with the workspace release');
  });

  it('a user without a name is shown by e-mail, once', () => {
    signIn();
    renderApp();
    profileArrives(profile({ name: null }));
    expect(screen.getAllByText('ada@example.com')).toHaveLength(1);
  });

  it('a profile that cannot be loaded says so, with a retry', () => {
    signIn();
    renderApp();
    act(() => {
      store.dispatch(userActions.profileFailed({ userId: 'user-1', message: 'User not found' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account could not be loaded: User not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ST-14 / Sign out signs out, and the frame goes back to the sign-in prompt', async () => {
    signIn();
    renderApp();
    profileArrives();
    await userEvent.click(screen.getByTestId('sign-out'));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  });

  it('Sign out is busy until it has finished', async () => {
    let finish = () => undefined as unknown;
    signOutMock.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    signIn();
    renderApp();
    await userEvent.click(screen.getByTestId('sign-out'));
    expect(screen.getByTestId('sign-out')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByTestId('sign-out')).not.toHaveAttribute('aria-busy');
  });

  it('ST-16 / follows sign-in and sign-out made in another tab', () => {
    const stop = watchSessionAcrossTabs();
    renderApp();
    const otherTab = (value: string | null) => {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: value }));
        if (value !== null) store.dispatch(userActions.profileRequested({ userId: 'user-1' }));
      });
    };
    otherTab(JSON.stringify(token));
    expect(screen.getByTestId('workspace-frame')).toBeInTheDocument();
    otherTab(null);
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    stop();
  });

  it('stamps the shared instance it sees, and its build label', () => {
    renderApp();
    const root = screen.getByTestId('workspace-app');
    expect(root).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(root).toHaveAttribute('data-i18n-instance', TEST_I18N_INSTANCE_ID);
    expect(root.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });
});
