import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPasswordRecoveryPending, selectIsSignedIn, store } from '@quire/shared';
import { goTrueError, installFakeAuthService, type FakeAuthService } from '../test/fake-auth-service';
import { openLoginDialog, renderLoginDialog, resetLoginState } from '../test/render-login-dialog';

const TARGET = 'http://localhost/app/page-1';
const EMAIL = 'ada@example.com';
let auth: FakeAuthService;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  auth = installFakeAuthService({ passwordSignIn: true });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  resetLoginState();
});

const signedIn = () => selectIsSignedIn(store.getState());

/** The dialog with the password form, the address typed in the link form first (it comes along). */
async function openPasswordForm() {
  renderLoginDialog();
  const dialog = await openLoginDialog(TARGET);
  await userEvent.type(within(dialog).getByTestId('login-email'), EMAIL);
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign in with password' }));
  return {
    dialog,
    form: within(dialog).getByRole('form', { name: 'Sign in with your password' }),
    password: within(dialog).getByLabelText('Password'),
  };
}

describe('password sign-in', () => {
  it('with QUIRE_PASSWORD_SIGNIN off, nothing of it shows: the e-mail link form as before', async () => {
    auth = installFakeAuthService({ passwordSignIn: false });
    renderLoginDialog();
    const dialog = await openLoginDialog(TARGET);
    await waitFor(() => {
      expect(auth.requests('GET /settings').length).toBeGreaterThan(0);
    });
    expect(within(dialog).getByTestId('login-email')).toBeInTheDocument();
    expect(within(dialog).getByTestId('login-continue')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('login-use-password')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('the settings are read once for the providers and the password switch', async () => {
    await openPasswordForm();
    expect(auth.requests('GET /settings')).toHaveLength(1);
  });

  it('offers a labelled form for password managers, with the address already typed', async () => {
    const { dialog, password } = await openPasswordForm();
    const email = within(dialog).getByLabelText('E-mail address');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('LOG-17 LOG-18 / e-mail and password sign in as a link does and open the remembered target', async () => {
    const { password } = await openPasswordForm();
    await userEvent.type(password, `${auth.password}{Enter}`);

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/app/page-1');
    });
    const [grant] = auth.requests('POST /token');
    expect(grant?.url.searchParams.get('grant_type')).toBe('password');
    expect(grant?.body).toEqual({ email: EMAIL, password: auth.password });
    expect(auth.requests('GET /api/user/verify/access-1')).toHaveLength(1);
    expect(signedIn()).toBe(true);
    expect(localStorage.getItem('redirectTo')).toBeNull();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
  });

  it('a wrong password says so and keeps the form for another try', async () => {
    const { form, password } = await openPasswordForm();
    await userEvent.type(password, 'not it{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong e-mail address or password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(signedIn()).toBe(false);

    await userEvent.keyboard(`${auth.password}{Enter}`);
    await waitFor(() => {
      expect(signedIn()).toBe(true);
    });
  });

  it('too many attempts: says how long to wait and holds the button', async () => {
    auth.failNext('POST /token', {
      status: 429,
      body: goTrueError(
        1079,
        'Too many password attempts. Try again in 840 seconds.',
        'over_request_rate_limit',
      ),
    });
    const { form, password } = await openPasswordForm();
    await userEvent.type(password, `${auth.password}{Enter}`);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 14 minutes.',
    );
    expect(within(form).getByTestId('login-password-submit')).toBeDisabled();
  });

  it('the address and the password are checked before anything is sent', async () => {
    const { dialog, form, password } = await openPasswordForm();
    await userEvent.click(within(form).getByTestId('login-password-submit'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter your password.');
    expect(password).toHaveFocus();

    const email = within(dialog).getByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@localhost');
    await userEvent.type(password, 'whatever{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(auth.requests('POST /token')).toHaveLength(0);
  });

  it('a server that turned passwords off meanwhile is told apart from a wrong password', async () => {
    auth.failNext('POST /token', {
      status: 400,
      body: goTrueError(1067, 'Password sign-in is disabled', 'email_provider_disabled'),
    });
    const { form, password } = await openPasswordForm();
    await userEvent.type(password, `${auth.password}{Enter}`);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Password sign-in is not available on this server. Sign in with an e-mail link instead.',
    );
  });

  it('back to the e-mail link keeps the address', async () => {
    const { dialog } = await openPasswordForm();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sign in with an e-mail link instead' }),
    );
    expect(within(dialog).getByTestId('login-email')).toHaveValue(EMAIL);
    expect(within(dialog).getByTestId('login-continue')).toBeInTheDocument();
  });
});

describe('creating an account with a password', () => {
  async function openCreateAccount() {
    const { dialog } = await openPasswordForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    return {
      dialog,
      form: within(dialog).getByRole('form', { name: 'Create an account' }),
      password: within(dialog).getByLabelText('Choose a password'),
    };
  }

  it('asks for a new password, mails a confirmation, and the mail’s code finishes it and signs in', async () => {
    const { dialog, password } = await openCreateAccount();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      'We will send you an e-mail to confirm your address before the account is created.',
    );
    await userEvent.type(password, 'a long enough password{Enter}');

    const step = await within(dialog).findByTestId('login-check-inbox');
    expect(step).toHaveTextContent('Confirm your e-mail address');
    expect(step).toHaveTextContent(
      `We sent a link to ${EMAIL}. Open it to confirm your address and finish creating your account.`,
    );
    const [signup] = auth.requests('POST /signup');
    expect(signup?.body).toEqual({ email: EMAIL, password: 'a long enough password' });
    expect(signup?.headers.Redirect_to).toBe('http://localhost/auth/callback');
    expect(localStorage.getItem('redirectTo')).toBe(TARGET);
    // A sign-up's mail cannot be sent again from here: that would need the password once more.
    expect(within(step).queryByTestId('login-resend')).not.toBeInTheDocument();

    await userEvent.type(within(step).getByLabelText('Code from the e-mail'), `${auth.code}{Enter}`);
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/app/page-1');
    });
    expect(auth.requests('POST /verify').map((request) => request.body)).toEqual([
      { email: EMAIL, token: auth.code, type: 'signup' },
    ]);
    expect(signedIn()).toBe(true);
    expect(isPasswordRecoveryPending()).toBe(false);
  });

  it('a password shorter than the server allows is refused with the minimum the server said', async () => {
    auth.minPasswordLength = 12;
    const { form, password } = await openCreateAccount();
    await userEvent.type(password, 'short{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The password needs at least 12 characters.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('a password longer than the server allows is told so, with the maximum', async () => {
    auth.failNext('POST /signup', {
      status: 422,
      body: goTrueError(1002, 'Password should be at most 256 characters.', 'validation_failed'),
    });
    const { form, password } = await openCreateAccount();
    await userEvent.click(password);
    await userEvent.paste('x'.repeat(300));
    await userEvent.keyboard('{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The password may have at most 256 characters.',
    );
  });

  it('"I already have an account" goes back to the password form', async () => {
    const { dialog } = await openCreateAccount();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I already have an account' }));
    expect(within(dialog).getByRole('form', { name: 'Sign in with your password' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('mails a link that signs in to choose a new one; the mail can be sent again; its code leaves the workspace a note to ask for the new password', async () => {
    const { dialog } = await openPasswordForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const form = within(dialog).getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText('E-mail address')).toHaveValue(EMAIL);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the e-mail' }));

    const step = await within(dialog).findByTestId('login-check-inbox');
    expect(step).toHaveTextContent(
      `We sent a link to ${EMAIL}. Open it to sign in and choose a new password.`,
    );
    const [recover] = auth.requests('POST /recover');
    expect(recover?.body).toEqual({ email: EMAIL });
    expect(recover?.headers.Redirect_to).toBe('http://localhost/auth/callback');

    await userEvent.click(within(step).getByTestId('login-resend'));
    await within(step).findByTestId('login-resent');
    expect(auth.requests('POST /recover')).toHaveLength(2);

    await userEvent.type(within(step).getByLabelText('Code from the e-mail'), `${auth.code}{Enter}`);
    await waitFor(() => {
      expect(signedIn()).toBe(true);
    });
    expect(auth.requests('POST /verify')[0]?.body).toMatchObject({ type: 'recovery' });
    // The workspace asks for the new password once the user lands there.
    expect(isPasswordRecoveryPending()).toBe(true);
  });

  it('a mail refused by the rate limit says how long to wait', async () => {
    auth.failNext('POST /recover', {
      status: 429,
      body: goTrueError(
        1079,
        'Too many sign-in links for this e-mail. Try again in 30 seconds.',
        'over_email_send_rate_limit',
      ),
    });
    const { dialog } = await openPasswordForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds.',
    );
  });
});
