import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QuireToaster,
  StoreProvider,
  notify,
  selectLoginDialog,
  sessionActions,
  store,
  uiActions,
  userActions,
} from '@quire/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NoAccess } from './NoAccess';

function renderNoAccess(at = '/private/page') {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="*" element={<NoAccess />} />
        </Routes>
        <QuireToaster variant="app" />
      </MemoryRouter>
    </StoreProvider>,
  );
}

function signIn() {
  act(() => {
    store.dispatch(
      sessionActions.tokenChanged({
        access_token: 'a',
        refresh_token: 'r',
        expires_at: Date.now() / 1000 + 3600,
        user: { id: 'u1' },
      }),
    );
    // The profile is on its way: the screen must not wait for it (nor start a load of its own).
    store.dispatch(userActions.profileRequested({ userId: 'u1' }));
  });
}

function profileArrives(email: string) {
  act(() => {
    store.dispatch(
      userActions.profileLoaded({
        userId: 'u1',
        profile: { uid: '1', uuid: 'u1', email, name: 'Ada', avatar: null, latestWorkspaceId: null },
      }),
    );
  });
}

afterEach(() => {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
    notify.dismiss();
  });
});

describe('NoAccess', () => {
  it('LOG-25 LOG-30 PRM-09 / signed out: no access, and "Click here" opens the login dialog for this address', async () => {
    window.history.replaceState(null, '', '/private/page');
    renderNoAccess();
    expect(screen.getByRole('heading')).toHaveTextContent('No access to visit this page');
    expect(screen.getByTestId('no-access-signed-out')).toHaveTextContent(
      'You are currently not logged in. Click here to login.',
    );
    expect(screen.queryByTestId('no-access-known-user')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Click here' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/private/page',
    });
  });

  it.each([
    ['/ns/page?blockId=b1', 'http://localhost/ns/page?blockId=b1'],
    ['https://evil.example/steal', 'http://localhost/app'],
    ['javascript:alert(1)', 'http://localhost/app'],
  ])(
    'LOG-30 / sent here from a page (%s), signing in goes back to it, never off this site',
    async (from, target) => {
      window.history.replaceState(null, '', '/no-access');
      renderNoAccess(`/no-access?redirectTo=${encodeURIComponent(from)}`);
      await userEvent.click(screen.getByRole('button', { name: 'Click here' }));
      expect(selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: target });
    },
  );

  it('LOG-28 LOG-29 / a known user sees a hint with their e-mail, a login link and the ask-the-owner suggestion', async () => {
    signIn();
    renderNoAccess();
    profileArrives('ada@example.com');
    const hint = screen.getByTestId('no-access-known-user');
    expect(hint).toHaveTextContent('You are signed in as ada@example.com.');
    expect(hint).toHaveTextContent('Ask the owner of this page to give you access.');
    expect(screen.queryByTestId('no-access-signed-out')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(selectLoginDialog(store.getState()).open).toBe(true);
  });

  it('LOG-28 / signed in while the profile loads, the hint still offers the login link', () => {
    signIn();
    renderNoAccess();
    expect(screen.getByTestId('no-access-known-user')).toHaveTextContent('You are signed in.');
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it('LOG-27 / back to home goes to /', async () => {
    renderNoAccess();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('LOG-26 / download the app says honestly that no app exists for this server yet', async () => {
    renderNoAccess();
    await userEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(
      await screen.findByText('Desktop and mobile apps for this server are not available yet.'),
    ).toBeInTheDocument();
  });
});
