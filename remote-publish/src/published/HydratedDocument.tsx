import { DocumentView, hydrationLinks, type DocumentViewProps } from '@quire/shared/render';
import { useMemo } from 'react';
import { HydratedRoot } from './HydratedRoot';
import type { PublishedDocument } from './publishedDocument';
import { adoptServerDocument, removeServerRendered } from './serverRendered';

interface Props {
  hydration: NonNullable<PublishedDocument['hydration']>;
  /** What the page draws now; the first drawing is the server's (its links, labels and highlight). */
  view: DocumentViewProps;
}

/** The server's document nodes, taken out of its copy; the rest of the copy goes in the same commit. */
function adopt(): HTMLElement | null {
  const adopted = adoptServerDocument();
  removeServerRendered();
  return adopted;
}

/**
 * The server's rendered document, taken over rather than drawn again (HydratedRoot): hydrated with exactly the
 * props the server rendered with, then the page's own (translated labels, the outline's links, live updates).
 */
export function HydratedDocument({ hydration, view }: Props) {
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
  const first = (
    <DocumentView
      tree={current.tree}
      resources={current.resources}
      {...serverLinks}
      {...(hydration.highlightBlockId === undefined ? {} : { highlightBlockId: hydration.highlightBlockId })}
      {...(hydration.labels === undefined ? {} : { labels: hydration.labels })}
    />
  );
  // One element per change of the props: the root draws again only when something changed.
  const drawn = useMemo(() => <DocumentView {...current} />, [current]);
  return <HydratedRoot adopt={adopt} first={first} current={drawn} what="page" />;
}
