// The service worker (`/sw.js`): keeps what the app needs to open offline — its page, its files and the
// signed-in reads of `offlineStrategy` — and answers from it only when the network fails. Documents are kept
// by the app itself (IndexedDB, with unsent edits); this worker never touches writes or the realtime socket.
import {
  APP_PAGE_KEY,
  OFFLINE_CACHES,
  STATIC_CACHE_LIMIT,
  offlineStrategy,
  privateKey,
  tokenSubject,
  type OfflineStrategy,
} from '../strategy';
import { WARM_MESSAGE, type WarmMessage } from '../messages';

// The worker's own events, declared here because the app's TypeScript lib is the DOM's, not WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const knownCaches = new Set<string>(Object.values(OFFLINE_CACHES));

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of an older shape are dropped; ours are kept across releases.
      for (const name of await caches.keys()) {
        if (name.startsWith('quire-') && !knownCaches.has(name)) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = offlineStrategy(request, origin);
  if (strategy === 'network') return;
  event.respondWith(answer(request, strategy));
});

worker.addEventListener('message', (event) => {
  const message = event.data as Partial<WarmMessage> | null;
  if (event.origin !== origin || message?.type !== WARM_MESSAGE || !Array.isArray(message.urls)) return;
  event.waitUntil(warm(message.urls.filter((url): url is string => typeof url === 'string').slice(0, 300)));
});

function answer(request: Request, strategy: Exclude<OfflineStrategy, 'network'>): Promise<Response> {
  switch (strategy) {
    case 'app-page':
      return networkFirst(request, OFFLINE_CACHES.pages, APP_PAGE_KEY);
    case 'immutable':
      return cacheFirst(request);
    case 'revalidate':
      return networkFirst(request, OFFLINE_CACHES.static, request.url);
    case 'private-api': {
      const subject = tokenSubject(request.headers.get('authorization'));
      if (subject === null) return fetch(request);
      return networkFirst(request, OFFLINE_CACHES.privateApi, privateKey(request.url, subject));
    }
  }
}

/** The network's answer (kept when it is a success); the kept copy only when the network cannot answer. */
async function networkFirst(request: Request, cacheName: string, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (await keepable(response, cacheName)) await put(cacheName, key, response.clone());
    return response;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(key);
    if (kept !== undefined) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHES.static);
  const kept = await cache.match(request.url);
  if (kept !== undefined) return kept;
  const response = await fetch(request);
  if (await keepable(response, OFFLINE_CACHES.static))
    await put(OFFLINE_CACHES.static, request.url, response.clone());
  return response;
}

/** Only whole successes are kept: an API answer must also be a success envelope (code 0), not an error. */
async function keepable(response: Response, cacheName: string): Promise<boolean> {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (cacheName !== OFFLINE_CACHES.privateApi) return true;
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    return body?.code === 0;
  } catch {
    return false;
  }
}

async function put(cacheName: string, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if (cacheName !== OFFLINE_CACHES.static) return;
  const keys = await cache.keys();
  // Oldest first: a cache keeps insertion order.
  for (const stale of keys.slice(0, Math.max(0, keys.length - STATIC_CACHE_LIMIT))) await cache.delete(stale);
}

/**
 * Files the page loaded before this worker controlled it (its first visit): fetched again, mostly from the
 * HTTP cache, and kept, so the next visit opens offline. Only files `offlineStrategy` would keep.
 */
async function warm(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const strategy = offlineStrategy({ url, method: 'GET', mode: 'cors' }, origin);
    const isPage = offlineStrategy({ url, method: 'GET', mode: 'navigate' }, origin) === 'app-page';
    if (!isPage && strategy !== 'immutable' && strategy !== 'revalidate') continue;
    try {
      const cacheName = isPage ? OFFLINE_CACHES.pages : OFFLINE_CACHES.static;
      const key = isPage ? APP_PAGE_KEY : url;
      if (!isPage && strategy === 'immutable' && (await (await caches.open(cacheName)).match(key))) continue;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (await keepable(response, cacheName)) await put(cacheName, key, response);
    } catch {
      // Offline already, or the file is gone: nothing to keep.
    }
  }
}
