import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Raw, Refuse, installFakeApi } from '../data/test/fakeApi';
import { PasswordButton } from './PasswordButton';

describe('setting a password from the account', () => {
  it('is offered only when the server has password sign-in on', async () => {
    const api = installFakeApi({ 'GET /settings': new Raw({ external: { google: true, email: false } }) });
    render(<PasswordButton />);
    await waitFor(() => {
      expect(api.requests.some((r) => r.path === '/settings')).toBe(true);
    });
    expect(screen.queryByTestId('account-password')).not.toBeInTheDocument();
  });

  it('sends the new password (and the current one when typed); the server’s refusal is told beside its field, nothing else changes', async () => {
    const api = installFakeApi({
      'GET /settings': new Raw({ external: { email: true } }),
      'POST /user/change-password': new Refuse(1002, 'Current password is incorrect', 400, {
        errorCode: 'current_password_mismatch',
      }),
    });
    render(<PasswordButton />);
    await userEvent.click(await screen.findByTestId('account-password'));
    expect(screen.getByTestId('change-password')).toBeInTheDocument();
    expect(screen.getByTestId('new-password')).toHaveFocus();
    await userEvent.click(screen.getByTestId('change-password-save'));
    expect(screen.getByTestId('new-password')).toHaveAccessibleDescription('Enter a new password.');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByTestId('current-password'), 'old secret');
    await userEvent.type(screen.getByTestId('new-password'), 'a new secret');
    await userEvent.click(screen.getByTestId('change-password-save'));
    await waitFor(() => {
      expect(screen.getByTestId('current-password')).toHaveAccessibleDescription(
        'This is not your current password.',
      );
    });
    expect(screen.getByTestId('new-password')).not.toHaveAccessibleDescription();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      password: 'a new secret',
      current_password: 'old secret',
    });

    api.route('POST /user/change-password', {});
    await userEvent.clear(screen.getByTestId('current-password'));
    await userEvent.click(screen.getByTestId('change-password-save'));
    await waitFor(() => {
      expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
    });
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      password: 'a new secret',
    });
  });
});
