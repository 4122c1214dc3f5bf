import {
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';

/**
 * The page entry's router: what the published page uses of react-router-dom (`Link`, `Navigate`,
 * `useNavigate`, `useLocation`, `useSearchParams`, `useParams`), over the browser's history, for the one
 * route the entry serves, `/:namespace/:publishName`. webpack.page.cjs puts it in place of react-router-dom
 * (38 KB of a first visit); the federated remote inside the shell keeps the real router. A move to another
 * published page is a history push; any other address belongs to the app and is loaded in full.
 */

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

type To = string | Partial<PageLocation>;

interface NavigateOptions {
  replace?: boolean;
}

const listeners = new Set<() => void>();
let current: PageLocation | null = null;

function readLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  if (current?.pathname !== pathname || current.search !== search || current.hash !== hash) {
    current = { pathname, search, hash };
  }
  return current;
}

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

const pathOf = (location: PageLocation) => `${location.pathname}${location.search}${location.hash}`;

/** `to` against the current address, as react-router resolves an absolute or search-only target. */
export function resolveTo(to: To): PageLocation {
  const here = readLocation();
  if (typeof to === 'string') {
    const url = new URL(to, window.location.href);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  const withPrefix = (value: string | undefined, prefix: string) =>
    value === undefined || value === '' || value === prefix
      ? ''
      : value.startsWith(prefix)
        ? value
        : prefix + value;
  return {
    pathname: to.pathname ?? here.pathname,
    search: withPrefix(to.search, '?'),
    hash: withPrefix(to.hash, '#'),
  };
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment).replaceAll('/', '%2F');
  } catch {
    return segment;
  }
};

/** The published page's parameters when `pathname` is `/:namespace/:publishName` (a trailing slash allowed). */
export function matchPublishedPath(pathname: string): { namespace: string; publishName: string } | null {
  const segments = pathname.replace(/^\/+/, '').replace(/\/$/, '').split('/');
  if (segments.length !== 2 || segments.some((segment) => segment === '')) return null;
  return { namespace: decodeSegment(segments[0] ?? ''), publishName: decodeSegment(segments[1] ?? '') };
}

/** How an address outside the published pages is opened: a page load (an object, so tests can watch it). */
export const pageLoad = {
  assign: (path: string) => {
    window.location.assign(path);
  },
  replace: (path: string) => {
    window.location.replace(path);
  },
};

/** Moves to `to`: a published page through history, anything else as a page load. */
export function navigateTo(to: To, options: NavigateOptions = {}): void {
  const target = resolveTo(to);
  const path = pathOf(target);
  if (matchPublishedPath(target.pathname) === null) {
    if (options.replace === true) pageLoad.replace(path);
    else pageLoad.assign(path);
    return;
  }
  if (options.replace === true) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  changed();
}

export function useLocation(): PageLocation {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  return useMemo(
    () => (to: To, options?: NavigateOptions) => {
      navigateTo(to, options);
      return Promise.resolve();
    },
    [],
  );
}

export function useParams(): { namespace?: string; publishName?: string } {
  const { pathname } = useLocation();
  return useMemo(() => matchPublishedPath(pathname) ?? {}, [pathname]);
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | string) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: URLSearchParams | string) => {
      const text = next.toString();
      navigateTo({ search: text === '' ? '' : `?${text}` });
    },
    [],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered, as react-router's `<Navigate>`. */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  useEffect(() => {
    navigateTo(to, { replace });
  }, [to, replace]);
  return null;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor whose plain left click moves within the page (as react-router's `<Link>`). */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  // Another site (or scheme) is an ordinary link.
  if (typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to)) {
    return <a {...rest} href={to} target={target} onClick={onClick} />;
  }
  const href = pathOf(resolveTo(to));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target !== undefined && target !== '_self') return;
    event.preventDefault();
    // As react-router: a link to where the page already is replaces the entry rather than adding one.
    navigateTo(to, { replace: replace ?? href === pathOf(location) });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}
