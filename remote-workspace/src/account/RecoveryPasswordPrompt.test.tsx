import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPasswordRecoveryPending, notePasswordRecovery } from '@quire/shared';
import { installFakeApi } from '../data/test/fakeApi';
import { RecoveryPasswordPrompt } from './RecoveryPasswordPrompt';

afterEach(() => {
  sessionStorage.clear();
});

describe('asking for a new password after a recovery mail', () => {
  it('nothing opens after an ordinary sign-in', () => {
    notePasswordRecovery(false);
    render(<RecoveryPasswordPrompt />);
    expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
  });

  it('opens "Set a new password" without the current one; saving forgets the note', async () => {
    const api = installFakeApi({ 'POST /user/change-password': {} });
    notePasswordRecovery(true);
    render(<RecoveryPasswordPrompt />);
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByTestId('current-password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('new-password'), 'a new secret');
    await userEvent.click(screen.getByTestId('change-password-save'));
    await waitFor(() => {
      expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
    });
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      password: 'a new secret',
    });
    expect(isPasswordRecoveryPending()).toBe(false);
  });

  it('DLG-01 / declined with Escape, it is not asked again (the account footer still offers it)', async () => {
    notePasswordRecovery(true);
    const { unmount } = render(<RecoveryPasswordPrompt />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
    expect(isPasswordRecoveryPending()).toBe(false);
    unmount();
    render(<RecoveryPasswordPrompt />);
    expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
  });

  it('a reload before the new password is chosen asks again', () => {
    notePasswordRecovery(true);
    const { unmount } = render(<RecoveryPasswordPrompt />);
    unmount();
    render(<RecoveryPasswordPrompt />);
    expect(screen.getByTestId('change-password')).toBeInTheDocument();
  });
});
