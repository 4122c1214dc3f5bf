import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { isPublishedViewPath } from './publishedViews';
import { replacingNavigator, type RouterHistory } from './replacingNavigator';
import { shellRoutes } from './routes';

interface Props {
  history: RouterHistory;
  children: ReactNode;
}

/**
 * BrowserRouter's few lines, with the shell's navigator (see replacingNavigator). The history is a prop so
 * that tests can hand in a memory history and count its entries.
 */
export function ShellRouter({ history, children }: Props) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        setState({ action, location });
      }),
    [history],
  );
  const navigator = useMemo(
    () => replacingNavigator(history, (pathname) => isPublishedViewPath(shellRoutes, pathname)),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

export function ShellBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  return <ShellRouter history={history}>{children}</ShellRouter>;
}
