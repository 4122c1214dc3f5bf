// The page's side of the offline worker: registers `/sw.js` (production builds only: the development server
// has no such file), hands it the files this visit loaded before it took control, and empties what it kept
// of a signed-in user when their session ends here.
import { api, sessionEvents } from '@quire/shared';
import { WARM_MESSAGE, type WarmMessage } from './messages';
import { OFFLINE_CACHES, offlineStrategy, PRIVATE_OFFLINE_CACHES } from './strategy';

export const SERVICE_WORKER_URL = '/sw.js';

interface OfflineEnvironment {
  serviceWorker?: ServiceWorkerContainer;
  caches?: CacheStorage;
  isSecureContext: boolean;
  production: boolean;
  /** What this page has fetched so far (the Resource Timing entries). */
  resources?: () => readonly { name: string }[];
  /** Whether a worker already controlled this page when it loaded (every visit but the first). */
  controlled?: boolean;
  /** Reads a signed-in API address again, with the session's token (through the worker once it controls). */
  reread?: (url: string) => Promise<unknown>;
}

function browserEnvironment(): OfflineEnvironment {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: typeof caches === 'undefined' ? undefined : caches,
    isSecureContext: window.isSecureContext,
    production: process.env.NODE_ENV === 'production',
    resources: () => performance.getEntriesByType('resource'),
    controlled: 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
    reread: (url) => api.get(url),
  };
}

/** At most this many signed-in reads are made again after a first visit. */
const MAX_REREADS = 40;

/** The signed-in reads this page made that the worker keeps for opening offline (same origin, once each). */
export function privateReads(origin: string, entries: readonly { name: string }[]): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    if (offlineStrategy({ url: name, method: 'GET', mode: 'cors' }, origin) === 'private-api') urls.add(name);
  }
  return [...urls].slice(0, MAX_REREADS);
}

/**
 * A first visit made its signed-in reads before the worker controlled the page, so none was kept: once it
 * controls, they are read again through it (a failure only means that one is not kept), so that the app opens
 * offline after a single visit.
 */
async function keepFirstVisitReads(
  serviceWorker: ServiceWorkerContainer,
  environment: OfflineEnvironment,
): Promise<void> {
  const { reread } = environment;
  if (environment.controlled !== false || reread === undefined) return;
  if (serviceWorker.controller === null) {
    await new Promise((resolve) => {
      serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  }
  for (const url of privateReads(window.location.origin, environment.resources?.() ?? [])) {
    await reread(url).catch(() => undefined);
  }
}

/** Same-origin files this page has loaded so far, for the worker to keep. */
export function loadedFiles(origin: string, pageUrl: string, entries: readonly { name: string }[]): string[] {
  const urls = new Set<string>([pageUrl]);
  for (const entry of entries) {
    if (entry.name.startsWith(`${origin}/`)) urls.add(entry.name);
  }
  return [...urls];
}

/** Starts the worker; never throws (a browser without one simply has no offline start). */
export function registerOfflineWorker(environment: OfflineEnvironment = browserEnvironment()): void {
  const { serviceWorker } = environment;
  if (!environment.production || !environment.isSecureContext || serviceWorker === undefined) return;
  sessionEvents.on('session_invalid', () => {
    void clearOfflineCaches(PRIVATE_OFFLINE_CACHES, environment.caches);
  });
  serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(() => serviceWorker.ready)
    .then((registration) => {
      const message: WarmMessage = {
        type: WARM_MESSAGE,
        urls: loadedFiles(window.location.origin, window.location.href, environment.resources?.() ?? []),
      };
      registration.active?.postMessage(message);
      return keepFirstVisitReads(serviceWorker, environment);
    })
    .catch((error: unknown) => {
      console.warn('The offline worker could not start; the app will not open offline', error);
    });
}

/** Empties the worker's caches (all of them unless named): on sign-out and with "clear cache" (KEY-05). */
export async function clearOfflineCaches(
  names: readonly string[] = Object.values(OFFLINE_CACHES),
  storage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): Promise<void> {
  if (storage === undefined) return;
  await Promise.all(names.map((name) => storage.delete(name)));
}
