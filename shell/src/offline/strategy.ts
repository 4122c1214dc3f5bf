// What the service worker does with each request: a pure function of the request, so it is tested without a
// worker. Shared by the worker (offline/worker/serviceWorker.ts) and its tests; no DOM, no worker types.

/**
 * - `app-page`: a navigation inside the app; the network first, else the app's page kept from the last visit
 *   (every /app route is the same single-page HTML).
 * - `immutable`: a content-hashed file (or an uploaded file, never changed under its id); the cache first.
 * - `revalidate`: a file that names "the current version" (manifests, remote entries, locales, runtime
 *   config); the network first, the last copy when offline.
 * - `private-api`: a signed-in read the app needs to open offline; the network first, the signed-in user's
 *   last answer when offline.
 * - `network`: left alone (writes, the realtime socket, public pages, sign-in, everything else).
 */
export type OfflineStrategy = 'app-page' | 'immutable' | 'revalidate' | 'private-api' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

/** The cache names; the version suffix changes when what a cache holds changes shape. */
export const OFFLINE_CACHES = {
  pages: 'quire-pages-v1',
  static: 'quire-static-v1',
  privateApi: 'quire-private-api-v1',
} as const;

/** Everything a signed-in user's visits put in the cache (cleared when the session ends). */
export const PRIVATE_OFFLINE_CACHES: readonly string[] = [OFFLINE_CACHES.pages, OFFLINE_CACHES.privateApi];

/** The one key under which the app's page is kept. */
export const APP_PAGE_KEY = '/app';

/** The bound on the static cache: past it the oldest entries go (a release brings new hashed names). */
export const STATIC_CACHE_LIMIT = 400;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const workspace = `/api/workspace/${uuid}`;

/** The reads the app makes to show its sidebar, header and a page; nothing else of the API is kept. */
const privateReads: readonly RegExp[] = [
  /^\/api\/user\/(profile|workspace)$/,
  /^\/api\/workspace$/,
  /^\/api\/server-info(\/auth-providers)?$/,
  new RegExp(`^${workspace}/(folder|favorite|recent|member|mentionable-person|workspace-profile)$`),
  new RegExp(`^${workspace}/page-view/${uuid}$`),
  new RegExp(`^${workspace}/publish-namespace$`),
];

/** Uploaded files: their id never names other bytes. */
const uploadedFile = new RegExp(`^/api/file_storage/${uuid}/v1/blob/[^/]+/[^/]+$`);

// A content hash segment such as `main.3f2a1b9c.js` (as the server's cache-control rule reads it).
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const staticFile = /^\/(remotes\/[a-z]+\/|locales\/)?[^/]+\.(js|css|json|svg|png|ico|woff2?)$/i;

export function offlineStrategy(request: RequestFacts, origin: string): OfflineStrategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (request.mode === 'navigate') {
    return path === '/app' || path.startsWith('/app/') ? 'app-page' : 'network';
  }
  if (path.startsWith('/api/')) {
    if (uploadedFile.test(path)) return 'immutable';
    return privateReads.some((read) => read.test(path)) ? 'private-api' : 'network';
  }
  if (path.endsWith('.map') || path === '/sw.js') return 'network';
  if (path === '/config.json' || path === '/remotes.json') return 'revalidate';
  const locale = path.startsWith('/locales/') && path.endsWith('.json');
  if (!staticFile.test(path) && !locale) return 'network';
  return hashedName.test(path) ? 'immutable' : 'revalidate';
}

/**
 * The signed-in user an API request is made for, read from its bearer token's `sub` claim (not verified:
 * it only keeps one person's kept answers apart from another's on a shared browser; the server verifies).
 * Null without a readable token: such a read is not kept.
 */
export function tokenSubject(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer ([\w-]+)\.([\w-]+)\.[\w-]*$/);
  const payload = token?.[2];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && new RegExp(`^${uuid}$`, 'i').test(sub) ? sub.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The cache key of a private read: the URL, kept apart per user. */
export function privateKey(url: string, subject: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set('__quire_user', subject);
  return keyed.href;
}
