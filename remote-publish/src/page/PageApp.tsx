import { QuireThemeProvider, QuireToaster, StoreProvider, selectLoginDialog, store } from '@quire/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublishView } from '../published/PublishView';

/** Any address that is not a published page belongs to the app: loaded in full, not drawn here. */
function LeaveForTheApp() {
  const location = useLocation();
  useEffect(() => {
    window.location.assign(location.pathname + location.search + location.hash);
  }, [location]);
  return null;
}

/**
 * The login dialog is the shell's: on this page, a request for it (signing in to comment) opens the login
 * page instead, which comes back here afterwards.
 */
function LoginRedirect() {
  const dialog = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => selectLoginDialog(store.getState()),
  );
  useEffect(() => {
    if (!dialog.open) return;
    const back = dialog.redirectTo ?? window.location.href;
    window.location.assign(`/login?redirectTo=${encodeURIComponent(back)}`);
  }, [dialog]);
  return null;
}

/** The page entry's tree: the publish route as the shell draws it, with the same providers and toaster. */
export function PageApp() {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/:namespace/:publishName" element={<PublishView />} />
            <Route path="*" element={<LeaveForTheApp />} />
          </Routes>
          <QuireToaster variant="publish" />
          <LoginRedirect />
        </BrowserRouter>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
