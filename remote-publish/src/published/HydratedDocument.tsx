import { DocumentView, hydrationLinks, type DocumentViewProps } from '@quire/shared/render';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PublishedDocument } from './publishedDocument';
import { adoptServerDocument, removeServerRendered } from './serverRendered';

interface Props {
  hydration: NonNullable<PublishedDocument['hydration']>;
  /** What the page draws now; the first drawing is the server's (its links, labels and highlight). */
  view: DocumentViewProps;
}

interface Hosted {
  root: Root;
  container: HTMLElement;
  hydrated: boolean;
  /** Props asked for before hydration finished: React would drop the server's markup if given them earlier. */
  waiting: DocumentViewProps | undefined;
  unmount: ReturnType<typeof setTimeout> | undefined;
  onCommit: () => void;
}

/** Renders the document and says when React has committed it (for a hydrating root: hydration is over). */
function Committed({ onCommit, ...view }: DocumentViewProps & { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return <DocumentView {...view} />;
}

/**
 * The server's rendered document, taken over rather than drawn again: its DOM nodes are moved (not copied)
 * from the server's copy into this component and hydrated by a root of their own with exactly the props the
 * server rendered with; the rest of the server's copy goes in the same commit, so nothing flashes. Later
 * props (translated labels, the outline's links, live updates) are rendered into that root once hydrated.
 */
export function HydratedDocument({ hydration, view }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const hosted = useRef<Hosted | undefined>(undefined);
  const serverLinks = useMemo(() => hydrationLinks(hydration.views), [hydration.views]);
  // Links the outline does not know yet keep the address the server gave them.
  const current = useMemo<DocumentViewProps>(
    () => ({
      ...view,
      linkToView: (viewId, blockId) =>
        view.linkToView?.(viewId, blockId) ?? serverLinks.linkToView(viewId, blockId),
      resolveView: (viewId) => view.resolveView?.(viewId) ?? serverLinks.resolveView(viewId),
    }),
    [view, serverLinks],
  );
  const latest = useRef(current);
  latest.current = current;

  useLayoutEffect(() => {
    const mine = hosted.current;
    if (mine?.unmount !== undefined) {
      // Mounted again right after a cleanup (React's strict mode): the same root goes on.
      clearTimeout(mine.unmount);
      mine.unmount = undefined;
    }
    if (mine === undefined && host.current !== null) {
      const adopted = adoptServerDocument();
      const container = adopted ?? document.createElement('div');
      host.current.append(container);
      removeServerRendered();
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
          if (waiting !== undefined) root.render(<Committed {...waiting} onCommit={state.onCommit} />);
        },
      };
      let root: Root;
      if (adopted === null) {
        root = createRoot(container);
        root.render(<Committed {...latest.current} onCommit={state.onCommit} />);
      } else {
        const first: DocumentViewProps = {
          tree: latest.current.tree,
          resources: latest.current.resources,
          ...serverLinks,
          ...(hydration.highlightBlockId === undefined
            ? {}
            : { highlightBlockId: hydration.highlightBlockId }),
        };
        root = hydrateRoot(container, <Committed {...first} onCommit={state.onCommit} />, {
          onRecoverableError: (error) => {
            console.error('The published page did not hydrate as the server drew it', error);
          },
        });
      }
      const done: Hosted = Object.assign(state, { root });
      hosted.current = done;
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
    // The server's markup is taken once; later props go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const state = hosted.current;
    if (state === undefined) return;
    if (!state.hydrated) state.waiting = current;
    else state.root.render(<Committed {...current} onCommit={state.onCommit} />);
  }, [current]);

  return <div ref={host} />;
}
