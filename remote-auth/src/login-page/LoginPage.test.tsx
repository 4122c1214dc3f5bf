import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider, getAuthSettings, sessionActions, signInWithMagicLink, store } from '@quire/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { settingsWith } from '../test/auth-settings';
import { LoginPage } from './LoginPage';

jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return { ...actual, getAuthSettings: jest.fn(), signInWithMagicLink: jest.fn() };
});
const magicLink = jest.mocked(signInWithMagicLink);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
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
  });
}

beforeEach(() => {
  jest.mocked(getAuthSettings).mockResolvedValue(settingsWith('google', 'apple'));
  magicLink.mockResolvedValue(undefined);
});

afterEach(() => {
  jest.clearAllMocks();
  act(() => {
    store.dispatch(sessionActions.tokenChanged(null));
  });
});

describe('LoginPage', () => {
  it('RT-02 / shows the sign-in form on a page', async () => {
    renderAt('/login');
    const page = screen.getByTestId('login-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Quire');
    expect(within(page).getByTestId('login-email')).toBeInTheDocument();
    expect(await within(page).findByTestId('login-provider-google')).toBeInTheDocument();
    expect(page.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });

  it('LOG-17 / ?redirectTo= is where the magic link comes back to', async () => {
    renderAt('/login?redirectTo=%2Fapp%2Fpage-9');
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com');
    await userEvent.click(screen.getByTestId('login-continue'));
    expect(magicLink).toHaveBeenCalledWith('ada@example.com', '/app/page-9');
  });

  it('LOG-19 / without ?redirectTo= it comes back to the app', async () => {
    renderAt('/login');
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com{Enter}');
    expect(magicLink).toHaveBeenCalledWith('ada@example.com', 'http://localhost/app');
  });

  it('someone already signed in goes to the target at once', () => {
    signIn();
    renderAt('/login?redirectTo=%2Fapp%2Fpage-9%3Fv%3D1');
    expect(screen.queryByTestId('login-page')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/app/page-9?v=1');
  });

  it('LOG-19 / someone already signed in without a target, or with one elsewhere, goes to /app', () => {
    signIn();
    renderAt('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });
});
