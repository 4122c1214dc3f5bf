import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; message: string };

/**
 * Loads `load()` when the component mounts and whenever `key` changes or `reload` is called; answers that
 * arrive after a newer request (or after unmounting) are dropped. A reload keeps showing the last state
 * until its answer comes, unless `showLoading`; `set` replaces the loaded value in place (a change the caller
 * already knows).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  { showLoading = false }: { showLoading?: boolean } = {},
): { state: LoadState<T>; reload: () => void; set: (value: T) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => {
        if (current) setState({ status: 'loaded', value });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => {
    if (showLoading) setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, [showLoading]);
  const set = useCallback((value: T) => {
    setState({ status: 'loaded', value });
  }, []);
  return { state, reload, set };
}
