import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '@quire/shared';
import { createFederationLoader, type FederationHost } from './federationLoader';

function fakeHost(modules: Record<string, () => Promise<unknown>>) {
  const registrations: { names: string[]; entries: string[]; force: boolean | undefined }[] = [];
  const loads: string[] = [];
  const host: FederationHost = {
    registerRemotes: (remotes, options) => {
      registrations.push({
        names: remotes.map((remote) => remote.name),
        entries: remotes.map((remote) => ('entry' in remote ? remote.entry : '')),
        force: options?.force,
      });
    },
    loadRemote: <T>(id: string) => {
      loads.push(id);
      const load = modules[id];
      return (load ? load() : Promise.reject(new Error(`no module ${id}`))) as Promise<T | null>;
    },
  };
  return { host, registrations, loads };
}

const LoginPage = () => null;
const manifest = {
  auth: 'http://localhost:8000/remotes/auth/mf-manifest.json',
  publish: 'http://cdn.example/publish/mf-manifest.json',
};

describe('the Module Federation loader', () => {
  it('registers every remote of the runtime manifest under its container name', () => {
    const { host, registrations } = fakeHost({});
    createFederationLoader(manifest, host);
    expect(registrations).toEqual([
      { names: ['quire_auth'], entries: [manifest.auth], force: false },
      { names: ['quire_publish'], entries: [manifest.publish], force: false },
    ]);
  });

  it('loads an expose through its container and remembers it', async () => {
    const { host, loads } = fakeHost({
      'quire_auth/LoginPage': () => Promise.resolve({ default: LoginPage }),
    });
    const loader = createFederationLoader(manifest, host);
    expect(loader.peek('auth/LoginPage')).toBeUndefined();
    await expect(loader.load('auth/LoginPage', 0)).resolves.toBe(LoginPage);
    expect(loader.peek('auth/LoginPage')).toBe(LoginPage);
    await loader.load('auth/LoginPage', 0);
    expect(loads).toEqual(['quire_auth/LoginPage']);
  });

  it('DLG-18 / DLG-19: a failed load fires preload-error and fails; a Retry re-registers the remote with force and drops its chunk array, so nothing of the failed attempt is reused', async () => {
    let up = false;
    const { host, registrations, loads } = fakeHost({
      'quire_publish/PublishView': () =>
        up
          ? Promise.resolve({ default: LoginPage })
          : Promise.reject(new Error('RUNTIME-003 manifest failed')),
    });
    const loader = createFederationLoader(manifest, host);
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as PreloadErrorEvent).payload);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(loader.load('publish/PublishView', 0)).rejects.toThrow('RUNTIME-003');
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    // DLG-18: the failed load was announced first (nobody cancelled it, so it failed: DLG-19).
    expect(events).toEqual([expect.objectContaining({ message: 'RUNTIME-003 manifest failed' })]);
    up = true;
    await expect(loader.load('publish/PublishView', 1)).resolves.toBe(LoginPage);
    expect(registrations.at(-1)).toEqual({
      names: ['quire_publish'],
      entries: [manifest.publish],
      force: true,
    });
    expect(loads).toEqual(['quire_publish/PublishView', 'quire_publish/PublishView']);
  });

  it('a remote the manifest does not list fails with a message naming it', async () => {
    const loader = createFederationLoader(manifest, fakeHost({}).host);
    await expect(loader.load('workspace/App', 0)).rejects.toThrow('no address for the workspace remote');
  });

  it('an expose without a component as default export is an error, not a crash later', async () => {
    const { host } = fakeHost({ 'quire_auth/LoginPage': () => Promise.resolve({ default: 'nope' }) });
    const loader = createFederationLoader(manifest, host);
    await expect(loader.load('auth/LoginPage', 0)).rejects.toThrow('does not export a React component');
    expect(loader.peek('auth/LoginPage')).toBeUndefined();
  });
});
