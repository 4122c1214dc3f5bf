import { parsePath, UNSAFE_createBrowserHistory, type Navigator, type To } from 'react-router-dom';

/** The history members the shell's router needs; browser and memory histories both have them. */
export type RouterHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'listen' | 'push' | 'replace' | 'go' | 'createHref' | 'createURL' | 'encodeLocation'
>;

function pathnameOf(to: To, current: string): string {
  const pathname = typeof to === 'string' ? parsePath(to).pathname : to.pathname;
  return pathname === undefined || pathname === '' ? current : pathname;
}

/**
 * RT-12: navigating to a published view replaces the current history entry. Enforced here, in the one
 * navigator every remote's `navigate()` and `<Link>` goes through (react-router-dom is a singleton), so no
 * remote can forget it.
 */
export function replacingNavigator(
  history: RouterHistory,
  isPublishedView: (pathname: string) => boolean,
): Navigator {
  return {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => {
      history.go(delta);
    },
    push: (to, state?: unknown) => {
      if (isPublishedView(pathnameOf(to, history.location.pathname))) history.replace(to, state);
      else history.push(to, state);
    },
    replace: (to, state?: unknown) => {
      history.replace(to, state);
    },
  };
}
