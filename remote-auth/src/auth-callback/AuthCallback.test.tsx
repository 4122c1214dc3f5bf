import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, StoreProvider, loginFromUrl, selectLoginDialog, store, uiActions } from '@quire/shared';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AuthCallback } from './AuthCallback';

jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return { ...actual, loginFromUrl: jest.fn() };
});
const login = jest.mocked(loginFromUrl);

const callbackAddress = '/auth/callback#access_token=a&refresh_token=r';

/** Where the router went, and how (PUSH or REPLACE). */
function Arrived() {
  const location = useLocation();
  return <p data-testid="arrived">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

function renderCallback() {
  render(
    <StoreProvider>
      <MemoryRouter initialEntries={['/auth/callback']}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallback />} />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const progress = () => Number(screen.getByTestId('login-progress').getAttribute('aria-valuenow'));

beforeEach(() => {
  window.history.replaceState(null, '', callbackAddress);
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
  });
});

describe('AuthCallback (the login-redirect screen)', () => {
  it('LOG-20 LOG-21 / runs the login step with the current address and steps the progress bar every 500 ms', () => {
    jest.useFakeTimers();
    login.mockReturnValue(new Promise(() => undefined));
    renderCallback();
    expect(login).toHaveBeenCalledWith(`http://localhost${callbackAddress}`);
    expect(screen.getByTestId('auth-callback-page')).toBeInTheDocument();
    expect(progress()).toBe(0);
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(progress()).toBe(0);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(progress()).toBe(10);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(progress()).toBe(30);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    // It waits at 90 %: only the finished login may complete it.
    expect(progress()).toBe(90);
  });

  it('LOG-18 ST-04 / loading, then on success it replaces itself with the target', async () => {
    login.mockResolvedValue('/app/page-1');
    renderCallback();
    expect(screen.getByTestId('auth-callback-page')).toBeInTheDocument();
    expect(screen.queryByTestId('login-failed-dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('arrived')).toHaveTextContent('REPLACE /app/page-1');
    expect(screen.queryByTestId('auth-callback-page')).not.toBeInTheDocument();
  });

  it("LOG-22 ST-04 / loading, then on failure the 'Login failed' dialog shows the message and the progress stops", async () => {
    jest.useFakeTimers();
    login.mockRejectedValue(new AppError('Unhandled', 'Verify token failed'));
    renderCallback();
    expect(screen.getByTestId('auth-callback-page')).toBeInTheDocument();
    expect(screen.queryByTestId('login-failed-dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByTestId('login-failed-dialog');
    expect(screen.getByRole('dialog', { name: 'Login failed' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Verify token failed');
    const stopped = progress();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(progress()).toBe(stopped);
  });

  it("shows what the auth service said about the link beside the spec's message", async () => {
    login.mockRejectedValue(
      new AppError('Unhandled', 'No hash found', { cause: 'Email link is invalid or has expired' }),
    );
    renderCallback();
    const dialog = await screen.findByTestId('login-failed-dialog');
    expect(dialog).toHaveTextContent('No hash found');
    expect(dialog).toHaveTextContent('Email link is invalid or has expired');
  });

  it('LOG-23 / back to home goes to /', async () => {
    login.mockRejectedValue(new AppError('Unhandled', 'No hash found'));
    renderCallback();
    const dialog = await screen.findByTestId('login-failed-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^PUSH \/$/);
    expect(screen.queryByTestId('login-failed-dialog')).not.toBeInTheDocument();
  });

  it('LOG-24 / try again opens the login dialog with the saved target, and steps aside while it is open', async () => {
    localStorage.setItem('redirectTo', 'http://localhost/app/page-7');
    login.mockRejectedValue(new AppError('Unhandled', 'Refresh token failed'));
    renderCallback();
    const dialog = await screen.findByTestId('login-failed-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/app/page-7',
    });
    expect(screen.queryByTestId('login-failed-dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(uiActions.closeLoginDialog());
    });
    expect(screen.getByTestId('login-failed-dialog')).toBeInTheDocument();
  });

  it("LOG-24 / with no saved target, try again comes back to the origin's /app", async () => {
    login.mockRejectedValue(new AppError('Unhandled', 'No access token or refresh token found'));
    renderCallback();
    await userEvent.click(
      within(await screen.findByTestId('login-failed-dialog')).getByRole('button', { name: 'Try again' }),
    );
    expect(selectLoginDialog(store.getState()).redirectTo).toBe('http://localhost/app');
  });
});
