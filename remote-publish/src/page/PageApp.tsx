import { QuireThemeProvider, selectLoginDialog, store } from '@quire/shared';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PublishView } from '../published/PublishView';
import { matchPublishedPath, pageLoad, useLocation } from './router/pageRouter';
import { useToastsLoaded } from './toast/lazyToast';

const PublishToaster = lazy(() => import('./toast/PublishToaster'));

/**
 * `/{namespace}/{publishName}` is drawn here; any other address belongs to the app: loaded in full, not
 * drawn here.
 */
function PublishRoute() {
  const { pathname, search, hash } = useLocation();
  const published = matchPublishedPath(pathname) !== null;
  useEffect(() => {
    if (!published) pageLoad.assign(pathname + search + hash);
  }, [published, pathname, search, hash]);
  return published ? <PublishView /> : null;
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

/**
 * The publish toaster (bottom-left, 3 at most, 5 s), mounted once a first toast has brought its library
 * (`toast/lazyToast.ts`, in place of react-hot-toast here) and its own code: a visit that shows none never
 * downloads them.
 */
function PageToaster() {
  return useToastsLoaded() ? (
    <Suspense fallback={null}>
      <PublishToaster />
    </Suspense>
  ) : null;
}

/**
 * The page entry's tree: the publish route as the shell draws it, with the theme and the publish toaster
 * (mounted on the first toast).
 * No react-redux Provider: what reads the page's store here (theme, session, dialogs) subscribes to it
 * directly. The router is the entry's own (`router/pageRouter.tsx`, in place of react-router-dom).
 */
export function PageApp() {
  return (
    <QuireThemeProvider>
      <PublishRoute />
      <PageToaster />
      <LoginRedirect />
    </QuireThemeProvider>
  );
}
