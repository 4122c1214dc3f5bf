import { createFederationLoader } from './federationLoader';
import type { RemoteLoader } from './RemoteLoader';
import { fetchRuntimeManifest, type RuntimeManifest } from './runtimeManifest';

export interface ShellLoader extends RemoteLoader {
  /** Starts reading the runtime manifest early; never rejects (a failure surfaces in the remotes' routes). */
  warmUp(): Promise<void>;
}

/**
 * The page's RemoteLoader: reads /remotes.json once, then hands over to the federation loader. If the
 * manifest itself cannot be read, every remote route shows that failure, and Retry reads it again.
 */
export function createShellLoader(
  readManifest: () => Promise<RuntimeManifest> = () => fetchRuntimeManifest(),
  createLoader: (manifest: RuntimeManifest) => RemoteLoader = (manifest) => createFederationLoader(manifest),
): ShellLoader {
  let ready: RemoteLoader | null = null;
  let pending: Promise<RemoteLoader> | null = null;

  const federation = (): Promise<RemoteLoader> => {
    if (ready) return Promise.resolve(ready);
    pending ??= readManifest().then(
      (manifest) => {
        ready = createLoader(manifest);
        return ready;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return {
    peek: (id) => ready?.peek(id),
    load: async (id, attempt) => (await federation()).load(id, attempt),
    warmUp: () =>
      federation().then(
        () => undefined,
        () => undefined,
      ),
  };
}
