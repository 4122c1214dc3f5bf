import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

interface Props {
  /**
   * Takes the server's nodes out of its copy (the same DOM nodes, moved), or null when there are none: a root
   * of its own then draws `current` from scratch.
   */
  adopt: () => HTMLElement | null;
  /** Exactly what the server rendered (its props): React hydrates the adopted nodes with it, once. */
  first: ReactNode;
  /** What the page draws now; rendered into the root once hydration has committed. */
  current: ReactNode;
  /** What a mismatch is reported as (React then draws the root's content again). */
  what: string;
}

interface Hosted {
  root: Root;
  container: HTMLElement;
  hydrated: boolean;
  /** Content asked for before hydration finished: React would drop the server's markup if given it earlier. */
  waiting: ReactNode | undefined;
  unmount: ReturnType<typeof setTimeout> | undefined;
  onCommit: () => void;
}

/** Renders its children and says when React has committed them (for a hydrating root: hydration is over). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Server markup taken over rather than drawn again: its DOM nodes are moved (not copied) from the server's copy
 * into this component and hydrated by a root of their own with exactly what the server rendered; later content
 * (translated labels, the outline's links, live updates) is rendered into that root once hydrated. The
 * published document and the published database body both come this way.
 */
export function HydratedRoot({ adopt, first, current, what }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const hosted = useRef<Hosted | undefined>(undefined);
  const latest = useRef({ first, current });
  latest.current = { first, current };

  useLayoutEffect(() => {
    const mine = hosted.current;
    if (mine?.unmount !== undefined) {
      // Mounted again right after a cleanup (React's strict mode): the same root goes on.
      clearTimeout(mine.unmount);
      mine.unmount = undefined;
    }
    if (mine === undefined && host.current !== null) {
      const adopted = adopt();
      const container = adopted ?? document.createElement('div');
      host.current.append(container);
      const state: Omit<Hosted, 'root'> = {
        container,
        hydrated: false,
        waiting: undefined,
        unmount: undefined,
        onCommit: () => {
          if (state.hydrated) return;
          state.hydrated = true;
          const waiting = state.waiting;
          state.waiting = undefined;
          if (waiting !== undefined) root.render(<Committed onCommit={state.onCommit}>{waiting}</Committed>);
        },
      };
      let root: Root;
      if (adopted === null) {
        root = createRoot(container);
        root.render(<Committed onCommit={state.onCommit}>{latest.current.current}</Committed>);
      } else {
        root = hydrateRoot(
          container,
          <Committed onCommit={state.onCommit}>{latest.current.first}</Committed>,
          {
            onRecoverableError: (error) => {
              console.error(`The published ${what} did not hydrate as the server drew it`, error);
            },
          },
        );
      }
      hosted.current = Object.assign(state, { root });
    }
    return () => {
      const leaving = hosted.current;
      if (leaving === undefined) return;
      // A root cannot be unmounted while React renders the one that holds it: after this commit.
      leaving.unmount = setTimeout(() => {
        leaving.root.unmount();
        leaving.container.remove();
        if (hosted.current === leaving) hosted.current = undefined;
      }, 0);
    };
    // The server's markup is taken once; later content goes through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const state = hosted.current;
    if (state === undefined) return;
    if (!state.hydrated) state.waiting = current;
    else state.root.render(<Committed onCommit={state.onCommit}>{current}</Committed>);
  }, [current]);

  return <div ref={host} />;
}
