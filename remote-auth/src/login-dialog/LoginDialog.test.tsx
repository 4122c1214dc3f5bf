import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppError,
  QuireToaster,
  SHARED_INSTANCE_ID,
  StoreProvider,
  getAuthSettings,
  notify,
  selectLoginDialog,
  sessionActions,
  signInWithMagicLink,
  signInWithProvider,
  store,
  uiActions,
} from '@quire/shared';
import { MemoryRouter } from 'react-router-dom';
import { settingsWith } from '../test/auth-settings';
import { TEST_I18N_INSTANCE_ID } from '../test/i18n';
import { TEST_LINKS } from '../test/runtime-config';
import { LoginDialog } from './LoginDialog';

jest.mock('@quire/shared', () => {
  const actual = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
  return {
    ...actual,
    getAuthSettings: jest.fn(),
    signInWithMagicLink: jest.fn(),
    signInWithProvider: jest.fn(),
  };
});
const actualShared = jest.requireActual<typeof import('@quire/shared')>('@quire/shared');
const settings = jest.mocked(getAuthSettings);
const magicLink = jest.mocked(signInWithMagicLink);
const provider = jest.mocked(signInWithProvider);

function renderDialog() {
  return render(
    <StoreProvider>
      <MemoryRouter>
        <LoginDialog />
      </MemoryRouter>
      <QuireToaster variant="app" />
    </StoreProvider>,
  );
}

/** Opens the dialog as a screen would, and lets the provider settings it asks for arrive. */
async function openDialog(redirectTo?: string) {
  await act(async () => {
    store.dispatch(uiActions.openLoginDialog(redirectTo === undefined ? {} : { redirectTo }));
    await Promise.resolve();
  });
  return screen.getByTestId('login-dialog');
}

beforeEach(() => {
  settings.mockResolvedValue(settingsWith('google', 'apple', 'github', 'discord'));
  magicLink.mockResolvedValue(undefined);
});

afterEach(() => {
  jest.clearAllMocks();
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
    notify.dismiss();
  });
});

describe('LoginDialog', () => {
  it('LOG-12 / stays closed until the store opens it', async () => {
    renderDialog();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    await openDialog('http://localhost/app/page-1');
    expect(screen.getByTestId('login-dialog')).toBeInTheDocument();
  });

  it('LOG-02 LOG-03 LOG-05 LOG-06 LOG-07 LOG-09 LOG-10 LOG-11 / welcome, e-mail, continue, or, Google, Apple and the links', async () => {
    renderDialog();
    const dialog = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Welcome to Quire' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('login-email')).toHaveAttribute(
      'placeholder',
      'Enter your e-mail address',
    );
    expect(within(dialog).getByTestId('login-continue')).toHaveTextContent('Continue');
    expect(await within(dialog).findByTestId('login-provider-google')).toHaveTextContent(
      'Continue with Google',
    );
    expect(within(dialog).getByTestId('login-provider-apple')).toHaveTextContent('Continue with Apple');
    expect(within(dialog).getByRole('separator')).toHaveTextContent('or');
    expect(within(dialog).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      TEST_LINKS.terms,
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      TEST_LINKS.privacy,
    );
    expect(within(dialog).getByRole('link', { name: 'Visit our website' })).toHaveAttribute(
      'href',
      TEST_LINKS.website,
    );
  });

  it('LOG-08 / more options reveals GitHub and Discord', async () => {
    renderDialog();
    const dialog = await openDialog();
    const more = await within(dialog).findByTestId('login-more-options');
    expect(within(dialog).queryByTestId('login-provider-github')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('login-provider-discord')).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(within(dialog).getByTestId('login-provider-github')).toHaveTextContent('Continue with GitHub');
    expect(within(dialog).getByTestId('login-provider-discord')).toHaveTextContent('Continue with Discord');
    expect(within(dialog).queryByTestId('login-more-options')).not.toBeInTheDocument();
  });

  it('providers the server has not configured are not offered', async () => {
    settings.mockResolvedValue(settingsWith('apple', 'discord'));
    renderDialog();
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId('login-provider-apple')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('login-provider-google')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('login-more-options'));
    expect(within(dialog).getByTestId('login-provider-discord')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('login-provider-github')).not.toBeInTheDocument();
  });

  it('with no provider configured (or no settings) only the e-mail sign-in is shown', async () => {
    settings.mockResolvedValue(settingsWith());
    renderDialog();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('separator')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('login-more-options')).not.toBeInTheDocument();
    expect(within(dialog).queryAllByTestId(/^login-provider-/)).toHaveLength(0);
    expect(within(dialog).getByTestId('login-email')).toBeInTheDocument();
  });

  it('LOG-04 LOG-13 LOG-14 / Continue is busy while the link is sent, then a success toast and "check your inbox"', async () => {
    let finish = () => undefined as unknown;
    magicLink.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderDialog();
    const dialog = await openDialog('http://localhost/app/page-1');
    await userEvent.type(within(dialog).getByTestId('login-email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByTestId('login-continue'));

    const busy = within(dialog).getByTestId('login-continue');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(magicLink).toHaveBeenCalledWith('ada@example.com', 'http://localhost/app/page-1');

    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(
      await screen.findByText('We sent a sign-in link to your e-mail. Open it to continue.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('login-check-inbox')).toHaveTextContent('Check your inbox');
    expect(within(dialog).getByTestId('login-check-inbox')).toHaveTextContent('ada@example.com');
    expect(within(dialog).queryByTestId('login-email')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use another e-mail address' }));
    expect(within(dialog).getByTestId('login-email')).toHaveValue('ada@example.com');
  });

  it('LOG-13 / opened without a target, it comes back to the current address', async () => {
    window.history.replaceState(null, '', '/some/where?x=1');
    renderDialog();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByTestId('login-email'), 'ada@example.com{Enter}');
    expect(magicLink).toHaveBeenCalledWith('ada@example.com', 'http://localhost/some/where?x=1');
  });

  it("VAL-12 / an invalid e-mail shows the error toast 'signIn.invalidEmail' and sends nothing", async () => {
    // The real check: it rejects before any request.
    magicLink.mockImplementation(actualShared.signInWithMagicLink);
    renderDialog();
    const dialog = await openDialog('/app');
    await userEvent.type(within(dialog).getByTestId('login-email'), 'ada@localhost');
    await userEvent.click(within(dialog).getByTestId('login-continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(within(dialog).getByTestId('login-continue')).not.toBeDisabled();
    expect(within(dialog).queryByTestId('login-check-inbox')).not.toBeInTheDocument();
  });

  it("LOG-15 / another failure shows the toast 'web.signInError'", async () => {
    magicLink.mockRejectedValue(new AppError('TooManyRequests', 'Email rate limit exceeded'));
    renderDialog();
    const dialog = await openDialog('/app');
    await userEvent.type(within(dialog).getByTestId('login-email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByTestId('login-continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed. Please try again.');
    expect(within(dialog).queryByTestId('login-check-inbox')).not.toBeInTheDocument();
  });

  it('LOG-01 / a provider button starts that sign-in with the remembered target', async () => {
    renderDialog();
    const dialog = await openDialog('http://localhost/app/page-2');
    await userEvent.click(await within(dialog).findByTestId('login-provider-google'));
    expect(provider).toHaveBeenCalledWith('google', 'http://localhost/app/page-2');
  });

  it('closes itself when the session starts while it is open (the link was opened in another tab)', async () => {
    renderDialog();
    await openDialog('/app');
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
    expect(selectLoginDialog(store.getState()).open).toBe(false);
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
  });

  it('DLG-01 / Escape and the close button close it through the store', async () => {
    renderDialog();
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(selectLoginDialog(store.getState())).toEqual({ open: false, redirectTo: null });
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();

    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectLoginDialog(store.getState()).open).toBe(false);
  });

  it('stamps the shared and i18n instances it sees, and its build', async () => {
    renderDialog();
    const root = await openDialog();
    expect(root).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(root).toHaveAttribute('data-i18n-instance', TEST_I18N_INSTANCE_ID);
    expect(root.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });
});
