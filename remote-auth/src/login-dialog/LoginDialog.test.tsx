import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_INSTANCE_ID, StoreProvider, selectLoginDialog, store, uiActions } from '@quire/shared';
import { TEST_I18N_INSTANCE_ID } from '../test/i18n';
import { LoginDialog } from './LoginDialog';

function renderDialog() {
  return render(
    <StoreProvider>
      <LoginDialog />
    </StoreProvider>,
  );
}

afterEach(() => {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
  });
});

describe('LoginDialog', () => {
  it('LOG-12 / stays closed until the store opens it', () => {
    renderDialog();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(uiActions.openLoginDialog({ redirectTo: 'http://localhost/app/page-1' }));
    });
    expect(screen.getByTestId('login-dialog')).toBeInTheDocument();
  });

  it('LOG-02 LOG-13 / greets, says sign-in arrives with accounts, and shows the remembered address', () => {
    renderDialog();
    act(() => {
      store.dispatch(uiActions.openLoginDialog({ redirectTo: 'http://localhost/app/page-1' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Quire' });
    expect(within(dialog).getByTestId('login-dialog')).toHaveTextContent(
      'this server cannot sign anyone in yet',
    );
    expect(dialog).toHaveTextContent('http://localhost/app/page-1');
  });

  it('DLG-01 / Escape and the close button close it through the store', async () => {
    renderDialog();
    act(() => {
      store.dispatch(uiActions.openLoginDialog({}));
    });
    await userEvent.keyboard('{Escape}');
    expect(selectLoginDialog(store.getState())).toEqual({ open: false, redirectTo: null });
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(uiActions.openLoginDialog({}));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectLoginDialog(store.getState()).open).toBe(false);
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
  });

  it('stamps the shared and i18n instances it sees, and its build', () => {
    renderDialog();
    act(() => {
      store.dispatch(uiActions.openLoginDialog({}));
    });
    const root = screen.getByTestId('login-dialog');
    expect(root).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(root).toHaveAttribute('data-i18n-instance', TEST_I18N_INSTANCE_ID);
    expect(within(root).getByText('auth build dev')).toHaveAttribute('data-build-label', 'dev');
  });
});
