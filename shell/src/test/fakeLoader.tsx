import type { RemoteLoader } from '../remotes/RemoteLoader';
import type { RemoteComponent, RemoteModuleId } from '../remotes/remoteModules';

export type FakeBehaviour = (attempt: number) => Promise<RemoteComponent>;

/** A component standing in for a remote's expose: it shows which module it is. */
export function fakeRemoteComponent(id: RemoteModuleId): RemoteComponent {
  const FakeRemote = () => <div data-testid={`remote:${id}`}>{id}</div>;
  return FakeRemote;
}

/**
 * A RemoteLoader for component tests: every module resolves to a labelled component unless a behaviour for
 * it says otherwise. Records every load so tests can see the attempts.
 */
export function fakeLoader(behaviours: Partial<Record<RemoteModuleId, FakeBehaviour>> = {}) {
  const calls: { id: RemoteModuleId; attempt: number }[] = [];
  const loader: RemoteLoader = {
    peek: () => undefined,
    load: (id, attempt) => {
      calls.push({ id, attempt });
      const behaviour = behaviours[id];
      return behaviour ? behaviour(attempt) : Promise.resolve(fakeRemoteComponent(id));
    },
  };
  return { loader, calls };
}
