import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectLoginDialog, store, uiActions, useAppDispatch } from '@quire/shared';
import { fakeLoader } from '../test/fakeLoader';
import { renderShell } from '../test/renderShell';

afterEach(() => {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
  });
});

function OpensLogin() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      onClick={() => dispatch(uiActions.openLoginDialog({ redirectTo: 'http://localhost/app/x' }))}
    >
      Sign in
    </button>
  );
}

describe('the login dialog host', () => {
  it('LOG-12 LOG-13 / a screen opens the auth remote’s dialog through the store, with its redirect target', async () => {
    const { loader, calls } = fakeLoader({ 'workspace/App': () => Promise.resolve(OpensLogin) });
    renderShell('/app', loader);
    expect(screen.queryByTestId('remote:auth/LoginDialog')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('remote:auth/LoginDialog')).toBeInTheDocument();
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: 'http://localhost/app/x' });
    expect(calls.map((call) => call.id)).toContain('auth/LoginDialog');

    act(() => {
      store.dispatch(uiActions.closeLoginDialog());
    });
    expect(screen.queryByTestId('remote:auth/LoginDialog')).not.toBeInTheDocument();
  });

  it('LOG-12 / if the auth remote is down the dialog slot shows the error, and Close closes it through the store', async () => {
    const { loader } = fakeLoader({ 'auth/LoginDialog': () => Promise.reject(new Error('auth is down')) });
    renderShell('/404', loader);
    act(() => {
      store.dispatch(uiActions.openLoginDialog({}));
    });
    const failure = await screen.findByTestId('remote-error');
    expect(failure).toHaveAttribute('data-remote', 'auth');
    expect(screen.getByTestId('not-found-page')).toBeInTheDocument();

    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(selectLoginDialog(store.getState()).open).toBe(false);
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });
});
