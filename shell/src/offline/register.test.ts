import { clearToken, saveToken } from '@quire/shared';
import { WARM_MESSAGE } from './messages';
import {
  clearOfflineCaches,
  loadedFiles,
  privateReads,
  registerOfflineWorker,
  SERVICE_WORKER_URL,
} from './register';
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
  const events = new EventTarget();
  const fake = {
    register: (url: string) => {
      registered.push(url);
      return Promise.resolve(registration);
    },
    ready: Promise.resolve(registration),
    controller: null as object | null,
    addEventListener: events.addEventListener.bind(events),
  };
  const container = fake as unknown as ServiceWorkerContainer;
  /** The worker claims the page. */
  const takeControl = () => {
    fake.controller = {};
    events.dispatchEvent(new Event('controllerchange'));
  };
  return { container, posted, registered, takeControl };
}

const workspace = '/api/workspace/3f1c6a52-0b8e-4d7e-9a1f-2c5e8b7d4a10';

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

  it('after a first visit, the signed-in reads it made before the worker controlled it are read again through it', async () => {
    const worker = fakeServiceWorker();
    const origin = window.location.origin;
    const reread = jest.fn(() => Promise.resolve({}));
    const resources = [
      { name: `${origin}/main.3f2a1b9c.js` },
      { name: `${origin}/api/user/profile` },
      { name: `${origin}${workspace}/folder` },
      { name: `${origin}${workspace}/folder` },
      { name: `${origin}${workspace}/collab/x` },
      { name: 'https://other.example/api/user/profile' },
    ];
    registerOfflineWorker({
      serviceWorker: worker.container,
      isSecureContext: true,
      production: true,
      controlled: false,
      resources: () => resources,
      reread,
    });
    await flush();
    // Not before the worker controls the page: the reads would pass it by.
    expect(reread).not.toHaveBeenCalled();
    worker.takeControl();
    await flush();
    expect(reread.mock.calls).toEqual([[`${origin}/api/user/profile`], [`${origin}${workspace}/folder`]]);
  });

  it('a visit the worker already controlled reads nothing again', async () => {
    const worker = fakeServiceWorker();
    worker.takeControl();
    const reread = jest.fn(() => Promise.resolve({}));
    registerOfflineWorker({
      serviceWorker: worker.container,
      isSecureContext: true,
      production: true,
      controlled: true,
      resources: () => [{ name: `${window.location.origin}/api/user/profile` }],
      reread,
    });
    await flush();
    expect(reread).not.toHaveBeenCalled();
  });

  it('only the reads the worker keeps, at most 40', () => {
    const origin = 'https://quire.example';
    const many = Array.from({ length: 60 }, (_, index) => ({
      name: `${origin}${workspace.slice(0, -2)}${String(index).padStart(2, '0')}/folder`,
    }));
    expect(privateReads(origin, many)).toHaveLength(40);
    expect(privateReads(origin, [{ name: `${origin}/api/workspace/x/folder` }])).toEqual([]);
  });
});
