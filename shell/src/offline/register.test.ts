import { clearToken, saveToken } from '@quire/shared';
import { WARM_MESSAGE } from './messages';
import { clearOfflineCaches, loadedFiles, registerOfflineWorker, SERVICE_WORKER_URL } from './register';
import { OFFLINE_CACHES, PRIVATE_OFFLINE_CACHES } from './strategy';

function fakeCaches() {
  const deleted: string[] = [];
  const storage = {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  } as unknown as CacheStorage;
  return { storage, deleted };
}

function fakeServiceWorker() {
  const posted: unknown[] = [];
  const registered: string[] = [];
  const registration = { active: { postMessage: (message: unknown) => posted.push(message) } };
  const container = {
    register: (url: string) => {
      registered.push(url);
      return Promise.resolve(registration);
    },
    ready: Promise.resolve(registration),
  } as unknown as ServiceWorkerContainer;
  return { container, posted, registered };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline worker, page side', () => {
  it('registers /sw.js and hands it the files this visit loaded', async () => {
    const worker = fakeServiceWorker();
    registerOfflineWorker({ serviceWorker: worker.container, isSecureContext: true, production: true });
    await flush();
    expect(worker.registered).toEqual([SERVICE_WORKER_URL]);
    expect(worker.posted).toEqual([{ type: WARM_MESSAGE, urls: [window.location.href] }]);
  });

  it('does nothing in development, on an insecure origin or without service workers', async () => {
    const worker = fakeServiceWorker();
    registerOfflineWorker({ serviceWorker: worker.container, isSecureContext: true, production: false });
    registerOfflineWorker({ serviceWorker: worker.container, isSecureContext: false, production: true });
    registerOfflineWorker({ serviceWorker: undefined, isSecureContext: true, production: true });
    await flush();
    expect(worker.registered).toEqual([]);
  });

  it("empties a user's kept pages and reads when their session ends here, not the app's files", async () => {
    const { storage, deleted } = fakeCaches();
    registerOfflineWorker({
      serviceWorker: fakeServiceWorker().container,
      caches: storage,
      isSecureContext: true,
      production: true,
    });
    saveToken({ access_token: 'a', refresh_token: 'r', expires_at: 4_000_000_000, user: { id: 'u' } });
    clearToken();
    await flush();
    expect(deleted).toEqual([...PRIVATE_OFFLINE_CACHES]);
    expect(deleted).not.toContain(OFFLINE_CACHES.static);
  });

  it('"clear cache" empties every cache of the worker (KEY-05)', async () => {
    const { storage, deleted } = fakeCaches();
    await clearOfflineCaches(undefined, storage);
    expect(deleted.sort()).toEqual(Object.values(OFFLINE_CACHES).sort());
  });

  it('lists only same-origin files, the page first', () => {
    const origin = 'https://quire.example';
    expect(
      loadedFiles(origin, `${origin}/app`, [
        { name: `${origin}/main.3f2a1b9c.js` },
        { name: 'https://other.example/x.js' },
        { name: `${origin}.evil.example/y.js` },
        { name: `${origin}/main.3f2a1b9c.js` },
      ]),
    ).toEqual([`${origin}/app`, `${origin}/main.3f2a1b9c.js`]);
  });
});
