import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SHARED_INSTANCE_ID,
  StoreProvider,
  selectLoginDialog,
  sessionActions,
  store,
  uiActions,
} from '@quire/shared';
import { TEST_I18N_INSTANCE_ID } from '../test/i18n';
import { WorkspaceApp } from './WorkspaceApp';

function renderApp() {
  return render(
    <StoreProvider>
      <WorkspaceApp />
    </StoreProvider>,
  );
}

afterEach(() => {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
  });
});

describe('the workspace app frame', () => {
  it('RT-09 LOG-12 LOG-13 / signed out, the sign-in button opens the login dialog remembering this address', async () => {
    window.history.replaceState(null, '', '/app/some/page?x=1');
    renderApp();
    expect(screen.getByTestId('workspace-sign-in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(selectLoginDialog(store.getState())).toEqual({
      open: true,
      redirectTo: 'http://localhost/app/some/page?x=1',
    });
  });

  it('RT-09 / signed in, the frame says the workspace arrives with its release', () => {
    act(() => {
      store.dispatch(
        sessionActions.tokenChanged({
          access_token: 'a',
          refresh_token: 'r',
          expires_at: Date.now() / 1000 + 3600,
          user: { id: 'user-1' },
        }),
      );
    });
    renderApp();
    expect(screen.queryByTestId('workspace-sign-in')).not.toBeInTheDocument();
    expect(screen.getByTestId('workspace-frame')).toHaveTextContent('arrive with the workspace release');
  });

  it('stamps the shared instance it sees, and its build label', () => {
    renderApp();
    const root = screen.getByTestId('workspace-app');
    expect(root).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(root).toHaveAttribute('data-i18n-instance', TEST_I18N_INSTANCE_ID);
    expect(root.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });
});
