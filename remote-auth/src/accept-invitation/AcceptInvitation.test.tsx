import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppError,
  StoreProvider,
  clearToken,
  selectLoginDialog,
  sessionActions,
  signOut,
  store,
  uiActions,
  userActions,
} from '@quire/shared';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { acceptInvitation, getInvitation, type WorkspaceInvitation } from './api';
import { AcceptInvitation } from './AcceptInvitation';

jest.mock('./api', () => ({ getInvitation: jest.fn(), acceptInvitation: jest.fn() }));
jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return { ...actual, signOut: jest.fn() };
});

const invitation: WorkspaceInvitation = {
  invite_id: 'inv-1',
  workspace_id: 'ws-9',
  workspace_name: 'Research',
  inviter_email: 'ada@example.com',
  inviter_name: 'Ada',
  status: 'Pending',
};

function Workspace() {
  const { workspaceId } = useParams();
  return <p data-testid="workspace-opened">{workspaceId}</p>;
}

function renderScreen(search = '?invited_id=inv-1') {
  window.history.replaceState(null, '', `/accept-invitation${search}`);
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[`/accept-invitation${search}`]}>
        <Routes>
          <Route path="/accept-invitation" element={<AcceptInvitation />} />
          <Route path="/app/:workspaceId" element={<Workspace />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

function signIn(email = 'grace@example.com') {
  act(() => {
    store.dispatch(
      sessionActions.tokenChanged({
        access_token: 'a',
        refresh_token: 'r',
        expires_at: Date.now() / 1000 + 3600,
        user: { id: 'u1' },
      }),
    );
    store.dispatch(userActions.profileRequested({ userId: 'u1' }));
    store.dispatch(
      userActions.profileLoaded({
        userId: 'u1',
        profile: { uid: '1', uuid: 'u1', email, name: 'Grace', avatar: null, latestWorkspaceId: null },
      }),
    );
  });
}

beforeEach(() => {
  jest.mocked(getInvitation).mockResolvedValue(invitation);
  jest.mocked(acceptInvitation).mockResolvedValue();
  jest.mocked(signOut).mockImplementation(() => {
    clearToken();
    return Promise.resolve();
  });
});

afterEach(() => {
  jest.clearAllMocks();
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
  });
});

describe('/accept-invitation', () => {
  it('RT-06 / signed out, it asks to sign in and the login dialog returns here', async () => {
    renderScreen();
    expect(screen.getByTestId('accept-invitation-page')).toBeInTheDocument();
    expect(screen.getByTestId('accept-invitation-signed-out')).toBeInTheDocument();
    expect(getInvitation).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/accept-invitation?invited_id=inv-1',
    });
  });

  it('API-MISC-17 / signed in, it loads the invitation and names the workspace and the inviter', async () => {
    signIn();
    renderScreen();
    expect(await screen.findByTestId('accept-invitation-details')).toHaveTextContent(
      'Ada invited you to join Research.',
    );
    expect(getInvitation).toHaveBeenCalledWith('inv-1');
  });

  it('API-MISC-18 / Accept joins and opens the workspace', async () => {
    signIn();
    renderScreen();
    await userEvent.click(await screen.findByTestId('accept-invitation-accept'));
    expect(acceptInvitation).toHaveBeenCalledWith('inv-1');
    expect(await screen.findByTestId('workspace-opened')).toHaveTextContent('ws-9');
  });

  it('the wrong account (1041) is told so clearly and can sign in with another account', async () => {
    jest.mocked(acceptInvitation).mockRejectedValue(new AppError('NotInviteeOfWorkspaceInvitation'));
    signIn('grace@example.com');
    renderScreen();
    await userEvent.click(await screen.findByTestId('accept-invitation-accept'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to a different e-mail address. You are signed in as grace@example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/accept-invitation?invited_id=inv-1',
    });
    expect(screen.getByTestId('accept-invitation-signed-out')).toBeInTheDocument();
  });

  it.each(['NotInviteeOfWorkspaceInvitation', 'NotEnoughPermissions'] as const)(
    'a wrong account refused already when reading the invitation (%s) gets the same message',
    async (refusal) => {
      jest.mocked(getInvitation).mockRejectedValue(new AppError(refusal));
      signIn();
      renderScreen();
      expect(await screen.findByTestId('accept-invitation-wrong-account')).toBeInTheDocument();
      expect(screen.queryByTestId('accept-invitation-accept')).not.toBeInTheDocument();
    },
  );

  it('other failures are shown plainly', async () => {
    jest
      .mocked(getInvitation)
      .mockRejectedValue(new AppError('RecordNotFound', 'Record not found: invitation'));
    signIn();
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation could not be opened: Record not found: invitation',
    );
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('an invitation already accepted offers to open the workspace', async () => {
    jest.mocked(getInvitation).mockResolvedValue({ ...invitation, status: 'Accepted' });
    signIn();
    renderScreen();
    expect(await screen.findByText('You have already joined Research.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the workspace' }));
    expect(await screen.findByTestId('workspace-opened')).toHaveTextContent('ws-9');
  });

  it('a link without an invitation id says it is incomplete', () => {
    signIn();
    renderScreen('');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(getInvitation).not.toHaveBeenCalled();
  });
});
