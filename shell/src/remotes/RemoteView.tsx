import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { exhaustive } from '@quire/shared';
import { RemoteError } from './RemoteError';
import { useRemoteLoader } from './RemoteLoaderContext';
import { RemoteRenderBoundary } from './RemoteRenderBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';
import { addressOf, type RemoteComponent, type RemoteModuleId } from './remoteModules';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'failed'; error: unknown };

export interface RemoteViewProps {
  id: RemoteModuleId;
  /** See RemoteError. */
  onDismiss?: () => void;
  /**
   * Wraps the skeleton and the error state, not the loaded component: a dialog remote brings its own
   * overlay, but until it is there the host must provide one.
   */
  frame?: ComponentType<{ children: ReactNode }>;
  /** What shows while the remote loads (the skeleton unless given). */
  loading?: ReactNode;
}

/**
 * Renders one exposed component of a remote: a skeleton while it loads, then the component; if the remote
 * is down, its module throws while loading or its component throws while rendering, the error state with
 * Retry. Each Retry is a new attempt that the loader must take back to the network.
 */
export function RemoteView(props: RemoteViewProps) {
  // Keyed, so that two routes served by one remote never share load state.
  return <RemoteViewForModule key={props.id} {...props} />;
}

function RemoteViewForModule({ id, onDismiss, frame: Frame = Fragment, loading }: RemoteViewProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const loaded = loader.peek(id);
    return loaded ? { status: 'ready', Component: loaded } : { status: 'loading' };
  });

  useEffect(() => {
    if (attempt === 0 && loader.peek(id)) return;
    let current = true;
    setState({ status: 'loading' });
    loader.load(id, attempt).then(
      (Component) => {
        if (current) setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, id, attempt]);

  const { remote } = addressOf(id);
  const retry = () => {
    setAttempt((previous) => previous + 1);
  };
  const failure = (error: unknown) => (
    <Frame>
      <RemoteError remote={remote} error={error} onRetry={retry} onDismiss={onDismiss} />
    </Frame>
  );

  switch (state.status) {
    case 'loading':
      return <Frame>{loading === undefined ? <RemoteSkeleton /> : loading}</Frame>;
    case 'failed':
      return failure(state.error);
    case 'ready':
      return (
        <RemoteRenderBoundary key={attempt} remote={remote} fallback={failure}>
          <state.Component />
        </RemoteRenderBoundary>
      );
    default:
      return exhaustive(state);
  }
}
