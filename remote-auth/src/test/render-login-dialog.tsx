import { act, render, screen } from '@testing-library/react';
import { QuireToaster, StoreProvider, notify, sessionActions, store, uiActions } from '@quire/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoginDialog } from '../login-dialog/LoginDialog';

/** Where the router is, so that a test sees the sign-in open its target. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login dialog as the shell mounts it: inside the router, with the page's toaster. */
export function renderLoginDialog(path = '/somewhere') {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <LoginDialog />
      </MemoryRouter>
      <QuireToaster variant="app" />
    </StoreProvider>,
  );
}

/** Opens it as a screen would, remembering `redirectTo`, and lets the settings it reads arrive. */
export async function openLoginDialog(redirectTo: string): Promise<HTMLElement> {
  await act(async () => {
    store.dispatch(uiActions.openLoginDialog({ redirectTo }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return screen.getByTestId('login-dialog');
}

/** Signs out, closes the dialog and the toasts, and forgets what was stored (in this tab, too). */
export function resetLoginState(): void {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
    notify.dismiss();
  });
  localStorage.clear();
  sessionStorage.clear();
}
