import type { RemoteComponent, RemoteModuleId } from './remoteModules';

/**
 * How the shell obtains a remote's component. The real one goes through the Module Federation runtime
 * (federationLoader.ts); component tests pass their own through RemoteLoaderProvider.
 */
export interface RemoteLoader {
  /** The component if it was already loaded, so a revisited route renders without a skeleton. */
  peek(id: RemoteModuleId): RemoteComponent | undefined;
  /**
   * Loads the component. `attempt` 0 is the first try; a higher attempt is a Retry, and must really go back
   * to the network instead of answering with a remembered failure.
   */
  load(id: RemoteModuleId, attempt: number): Promise<RemoteComponent>;
}
