import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsSignedIn, store } from '@quire/shared';
import {
  RATE_LIMITED,
  goTrueError,
  installFakeAuthService,
  type FakeAuthService,
} from '../test/fake-auth-service';
import { openLoginDialog, renderLoginDialog, resetLoginState } from '../test/render-login-dialog';

const TARGET = 'http://localhost/app/page-1';
let auth: FakeAuthService;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  auth = installFakeAuthService();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  resetLoginState();
});

/** Opens the dialog, asks for a link for `email` and waits for the step that takes the mail's code. */
async function sendLink(email = 'ada@example.com') {
  renderLoginDialog();
  const dialog = await openLoginDialog(TARGET);
  await userEvent.type(within(dialog).getByTestId('login-email'), email);
  await userEvent.click(within(dialog).getByTestId('login-continue'));
  const step = await within(dialog).findByTestId('login-check-inbox');
  return { dialog, step, code: within(step).getByLabelText('Code from the e-mail') };
}

const signedIn = () => selectIsSignedIn(store.getState());

describe('the code of the sign-in mail', () => {
  it('LOG-04 / after Continue the mail can be opened or its 6-digit code typed, in a field made for phones', async () => {
    const { step, code } = await sendLink();
    expect(step).toHaveTextContent('Check your inbox');
    expect(step).toHaveTextContent('We sent a sign-in link to ada@example.com');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(/6-digit code/);
    expect(code).toHaveFocus();
  });

  it('LOG-17 LOG-18 / the right code signs in as the link does: verified, refreshed, saved, and the stored target opened', async () => {
    const { code } = await sendLink();
    expect(localStorage.getItem('redirectTo')).toBe(TARGET);
    await userEvent.type(code, '123456{Enter}');

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/app/page-1');
    });
    expect(auth.requests('POST /verify').map((request) => request.body)).toEqual([
      { email: 'ada@example.com', token: '123456', type: 'magiclink' },
    ]);
    // The login step of the login-redirect screen: the user check, then one refresh whose tokens are kept.
    expect(auth.requests('GET /api/user/verify/access-1')).toHaveLength(1);
    expect(auth.requests('POST /token').map((request) => request.body)).toEqual([
      { refresh_token: 'refresh-1' },
    ]);
    expect(signedIn()).toBe(true);
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toMatchObject({ access_token: 'access-2' });
    expect(localStorage.getItem('redirectTo')).toBeNull();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
  });

  it('takes only digits, and a pasted code replaces the field whatever surrounds it', async () => {
    const { code } = await sendLink();
    await userEvent.type(code, '1a2-');
    expect(code).toHaveValue('12');
    await userEvent.paste(' 654 321\n');
    expect(code).toHaveValue('654321');
    await userEvent.clear(code);
    await userEvent.paste('１２３４５６');
    expect(code).toHaveValue('123456');
  });

  it('a wrong code says so, keeps the field for another try, and the right code still works', async () => {
    const { step, code } = await sendLink();
    await userEvent.type(code, '654321{Enter}');

    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'This code is wrong or has expired. Check the newest e-mail, or send a new one.',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('654321');
    expect(code).toHaveFocus();
    expect(signedIn()).toBe(false);

    // The wrong code is selected: typing the right one replaces it.
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => {
      expect(signedIn()).toBe(true);
    });
    expect(auth.requests('POST /verify')).toHaveLength(2);
  });

  it('LOG-16 / a refused code is logged', async () => {
    const { step, code } = await sendLink();
    await userEvent.type(code, '000000{Enter}');
    await within(step).findByRole('alert');
    expect(consoleError).toHaveBeenCalledWith(
      'Sign-in failed (code)',
      expect.objectContaining({ errorName: 'UserUnAuthorized' }),
    );
  });

  it('an incomplete code is not sent', async () => {
    const { step, code } = await sendLink();
    await userEvent.type(code, '123{Enter}');
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Enter the 6 digits of the code from the e-mail.',
    );
    expect(auth.requests('POST /verify')).toHaveLength(0);
  });

  it('too many tries: says how long to wait, and the code can be sent again once the wait is over', async () => {
    auth.failNext('POST /verify', RATE_LIMITED(1));
    const { step, code } = await sendLink();
    await userEvent.type(code, '123456{Enter}');

    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 1 second.',
    );
    expect(within(step).getByTestId('login-code-submit')).toBeDisabled();
    await waitFor(
      () => {
        expect(within(step).getByTestId('login-code-submit')).toBeEnabled();
      },
      { timeout: 3000 },
    );
    expect(within(step).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(step).getByTestId('login-code-submit'));
    await waitFor(() => {
      expect(signedIn()).toBe(true);
    });
  });

  it('a new mail can be asked for: its code replaces the old one', async () => {
    const { step, code } = await sendLink();
    await userEvent.type(code, '654321{Enter}');
    await within(step).findByRole('alert');

    await userEvent.click(within(step).getByTestId('login-resend'));
    expect(await within(step).findByTestId('login-resent')).toHaveTextContent(
      'We sent a new e-mail to ada@example.com. Only its code works now.',
    );
    expect(auth.requests('POST /magiclink')).toHaveLength(2);
    expect(code).toHaveValue('');
    expect(within(step).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new mail refused by the rate limit says how long to wait, in minutes when it is long', async () => {
    const { step } = await sendLink();
    auth.failNext('POST /magiclink', {
      status: 429,
      body: goTrueError(
        1079,
        'Too many sign-in links for this e-mail. Try again in 300 seconds.',
        'over_email_send_rate_limit',
      ),
    });
    await userEvent.click(within(step).getByTestId('login-resend'));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(within(step).getByTestId('login-resend')).toBeDisabled();
  });

  it('LOG-15 / Continue refused by the rate limit: the toast, and how long to wait beside the form', async () => {
    auth.failNext('POST /magiclink', {
      status: 429,
      body: goTrueError(
        1079,
        'Too many sign-in requests from this address. Try again in 120 seconds.',
        'over_request_rate_limit',
      ),
    });
    renderLoginDialog();
    const dialog = await openLoginDialog(TARGET);
    await userEvent.type(within(dialog).getByTestId('login-email'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed. Please try again.');
    expect(within(dialog).getByTestId('login-email-problem')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
    expect(within(dialog).queryByTestId('login-check-inbox')).not.toBeInTheDocument();
  });

  it('another address: back to the form with the address kept', async () => {
    const { dialog, step } = await sendLink();
    await userEvent.click(within(step).getByRole('button', { name: 'Use another e-mail address' }));
    expect(within(dialog).getByTestId('login-email')).toHaveValue('ada@example.com');
    expect(within(dialog).queryByTestId('login-code')).not.toBeInTheDocument();
  });
});
