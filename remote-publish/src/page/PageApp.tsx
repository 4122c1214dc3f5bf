import { selectLoginDialog, store } from '@quire/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PublishRouter } from './PublishRouter';

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
    <PublishRouter otherwise={<LeaveForTheApp />}>
      <LoginRedirect />
    </PublishRouter>
  );
}
