import { getInstance } from '@module-federation/enhanced/runtime';
import { withPreloadError } from '@quire/shared';
import type { RemoteLoader } from './RemoteLoader';
import {
  addressOf,
  chunkGlobalName,
  containerName,
  REMOTE_NAMES,
  type RemoteComponent,
  type RemoteModuleId,
  type RemoteName,
} from './remoteModules';
import type { RuntimeManifest } from './runtimeManifest';

/** The two calls of the federation instance this loader uses (a narrow seam for its tests). */
export type FederationHost = Pick<
  NonNullable<ReturnType<typeof getInstance>>,
  'registerRemotes' | 'loadRemote'
>;

/**
 * The real RemoteLoader: registers the remotes of the runtime manifest with the federation instance that
 * webpack created for the shell, and loads exposes on demand (a visitor of a published page downloads
 * neither the workspace nor the auth remote).
 *
 * Retry: the federation runtime remembers failures — a rejected manifest promise stays in
 * `__MANIFEST_LOADING__` and the snapshot / entry caches keep what they saw. Re-registering the remote with
 * `force: true` runs the runtime's own removeRemote, which drops all of them (manifest cache and loading
 * promise, module info, remote entry global, module cache), so the next loadRemote starts from the network.
 * One cache is webpack's, not the runtime's: the remote's chunk array on window, from which a fresh container
 * would take the chunks of the failed attempt (an expose module that threw while loading). It goes too.
 */
export function createFederationLoader(
  manifest: RuntimeManifest,
  host: FederationHost | null = getInstance(),
  /** Where the remotes' chunk arrays live: the page's global object. */
  pageGlobals: object = globalThis,
): RemoteLoader {
  if (!host)
    throw new Error(
      'The Module Federation runtime is not initialised (the shell must be built with the federation plugin)',
    );
  const loaded = new Map<RemoteModuleId, RemoteComponent>();

  const register = (remote: RemoteName, force: boolean) => {
    const entry = manifest[remote];
    if (!entry) return;
    host.registerRemotes([{ name: containerName(remote), entry }], { force });
  };
  for (const remote of REMOTE_NAMES) register(remote, false);

  return {
    peek: (id) => loaded.get(id),
    async load(id, attempt) {
      const cached = loaded.get(id);
      if (cached && attempt === 0) return cached;
      const { remote, expose } = addressOf(id);
      if (!manifest[remote]) {
        throw new Error(`The runtime manifest (/remotes.json) gives no address for the ${remote} remote`);
      }
      if (attempt > 0) {
        for (const key of loaded.keys()) if (addressOf(key).remote === remote) loaded.delete(key);
        Reflect.deleteProperty(pageGlobals, chunkGlobalName(remote));
        register(remote, true);
      }
      const module = await withPreloadError(() =>
        host.loadRemote<unknown>(`${containerName(remote)}/${expose.slice(2)}`),
      );
      const component = defaultComponent(module);
      if (!component) throw new Error(`${id} does not export a React component as its default export`);
      loaded.set(id, component);
      return component;
    },
  };
}

function defaultComponent(module: unknown): RemoteComponent | undefined {
  if (typeof module !== 'object' || module === null || !('default' in module)) return undefined;
  const candidate: unknown = module.default;
  // Function components, and the objects React uses for memo / forwardRef / lazy components.
  if (typeof candidate === 'function') return candidate as RemoteComponent;
  if (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
    return candidate as RemoteComponent;
  return undefined;
}
