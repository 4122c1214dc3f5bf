import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n as pageI18n } from '@quire/shared';
import { getI18n } from 'react-i18next';
import { Refuse, installFakeApi } from '../data/test/fakeApi';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const ROUTE = 'POST /user/change-password';

/** The dialog with both passwords typed and saved once; the server answers with `answer`. */
async function saveAgainst(answer: unknown) {
  const api = installFakeApi({ [ROUTE]: answer });
  const onClose = jest.fn();
  render(<ChangePasswordDialog onClose={onClose} />);
  await userEvent.type(screen.getByTestId('current-password'), 'old secret');
  await userEvent.type(screen.getByTestId('new-password'), 'a new secret');
  await userEvent.click(screen.getByTestId('change-password-save'));
  await waitFor(() => {
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
  return { api, onClose };
}

/** What a field says about itself: its problem, when it has one. */
const saidBy = (testId: string) => screen.getByTestId(testId).getAttribute('aria-invalid');

describe('the refusals of a new password', () => {
  it.each([
    [
      'the current password is needed',
      new Refuse(1002, 'current_password is required to change the password', 422, {
        errorCode: 'current_password_required',
      }),
      'current-password',
      'Enter your current password. If you forgot it, sign out and choose "Forgot password?".',
    ],
    [
      'the current password is wrong',
      new Refuse(1002, 'Current password is incorrect', 400, { errorCode: 'current_password_mismatch' }),
      'current-password',
      'This is not your current password.',
    ],
    [
      'too many guesses of the current password, with the wait',
      new Refuse(1079, 'Too many password attempts. Try again in 42 seconds.', 429, {
        errorCode: 'over_request_rate_limit',
        retryAfterSeconds: 42,
      }),
      'current-password',
      'Too many attempts. Try again in 42 seconds.',
    ],
    [
      'a long wait, in minutes',
      new Refuse(1079, 'Too many password attempts. Try again in 600 seconds.', 429, {
        errorCode: 'over_request_rate_limit',
      }),
      'current-password',
      'Too many attempts. Try again in 10 minutes.',
    ],
    [
      'the new password is the old one',
      new Refuse(1002, 'New password should be different from the old password.', 422, {
        errorCode: 'same_password',
      }),
      'new-password',
      'Choose a password other than your current one.',
    ],
    [
      'the new password is too short, with the server’s minimum',
      new Refuse(1002, 'Password should be at least 12 characters.', 422, { errorCode: 'weak_password' }),
      'new-password',
      'The password needs at least 12 characters.',
    ],
    [
      'the new password is too long, with the server’s maximum',
      new Refuse(1002, 'Password should be at most 10 characters.', 422, { errorCode: 'validation_failed' }),
      'new-password',
      'The password may have at most 10 characters.',
    ],
    [
      'passwords were turned off',
      new Refuse(1067, 'Password sign-in is disabled', 422, { errorCode: 'email_provider_disabled' }),
      'new-password',
      'Passwords are turned off on this server.',
    ],
    [
      'anything else',
      new Refuse(1017, 'Internal server error', 500, { errorCode: 'unexpected_failure' }),
      'new-password',
      'The password could not be changed. Try again.',
    ],
  ])('%s: told in the user’s words beside its field', async (_what, answer, field, text) => {
    const { onClose } = await saveAgainst(answer);
    await waitFor(() => {
      expect(screen.getByTestId(field)).toHaveAccessibleDescription(text);
    });
    const other = field === 'new-password' ? 'current-password' : 'new-password';
    expect(saidBy(field)).toBe('true');
    expect(saidBy(other)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('typing again clears the problem; a second try sends both passwords again', async () => {
    const { api } = await saveAgainst(
      new Refuse(1002, 'Current password is incorrect', 400, { errorCode: 'current_password_mismatch' }),
    );
    await waitFor(() => {
      expect(saidBy('current-password')).toBe('true');
    });
    await userEvent.type(screen.getByTestId('current-password'), '!');
    expect(saidBy('current-password')).toBeNull();
    api.route(ROUTE, {});
    await userEvent.click(screen.getByTestId('change-password-save'));
    await waitFor(() => {
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    });
    expect(api.requests.at(-1)?.body).toEqual({ password: 'a new secret', current_password: 'old secret!' });
  });

  describe('in the user’s language', () => {
    // The page's instance (shared's words, such as the wait's) and the one react-i18next hands this remote.
    const instances = [pageI18n, getI18n()];
    beforeAll(async () => {
      const german = JSON.parse(
        readFileSync(join(__dirname, '../../../shared/locales/de-DE/translation.json'), 'utf8'),
      ) as Record<string, unknown>;
      if (!pageI18n.isInitialized) await pageI18n.init({ lng: 'en', interpolation: { escapeValue: false } });
      for (const instance of instances) {
        instance.addResourceBundle('de-DE', 'translation', german);
        await act(() => instance.changeLanguage('de-DE'));
      }
    });
    afterAll(async () => {
      for (const instance of instances) await act(() => instance.changeLanguage('en'));
    });

    it('the refusal and the wait are German for a German reader', async () => {
      await saveAgainst(
        new Refuse(1079, 'Too many password attempts. Try again in 30 seconds.', 429, {
          errorCode: 'over_request_rate_limit',
          retryAfterSeconds: 30,
        }),
      );
      await waitFor(() => {
        expect(screen.getByTestId('current-password')).toHaveAccessibleDescription(
          'Zu viele Versuche. Versuche es in 30 Sekunden erneut.',
        );
      });
    });
  });
});

describe('after a password-recovery mail', () => {
  it('asks only for the new password, and sends no current one', async () => {
    const api = installFakeApi({ [ROUTE]: {} });
    const onClose = jest.fn();
    render(<ChangePasswordDialog recovering onClose={onClose} />);
    expect(screen.getByTestId('change-password-recovery')).toHaveTextContent(
      'You signed in with a link to reset your password. Choose your new password now.',
    );
    expect(screen.queryByTestId('current-password')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-password')).toHaveFocus();
    await userEvent.type(screen.getByTestId('new-password'), 'a new secret{Enter}');
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      password: 'a new secret',
    });
    // As the signed-in user: the auth service's client is public unless a call says otherwise.
    const sent = api.fetch.mock.calls[api.requests.findIndex((request) => request.method === 'POST')]?.[1];
    expect(sent?.headers).toMatchObject({ authorization: 'Bearer a' });
  });

  it('once the server wants the current password after all (the link’s window passed), the field appears for it', async () => {
    const api = installFakeApi({
      [ROUTE]: new Refuse(1002, 'current_password is required to change the password', 422, {
        errorCode: 'current_password_required',
      }),
    });
    render(<ChangePasswordDialog recovering onClose={jest.fn()} />);
    await userEvent.type(screen.getByTestId('new-password'), 'a new secret{Enter}');
    const current = await screen.findByTestId('current-password');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(
      'Enter your current password. If you forgot it, sign out and choose "Forgot password?".',
    );
    await userEvent.type(current, 'old secret');
    expect(screen.getByTestId('current-password')).toBeInTheDocument();
    api.route(ROUTE, {});
    await userEvent.click(screen.getByTestId('change-password-save'));
    await waitFor(() => {
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    });
    expect(api.requests.at(-1)?.body).toEqual({ password: 'a new secret', current_password: 'old secret' });
  });
});
