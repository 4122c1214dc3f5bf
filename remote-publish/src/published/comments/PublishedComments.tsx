import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageQuery } from '../layout/pageQuery';
import { addressTargetsComments, COMMENTS_ANCHOR, COMMENTS_MARGIN, whenNearViewport } from './nearViewport';

const CommentsSection = lazy(() => import('./CommentsSection'));

interface Props {
  namespace: string;
  publishName: string;
  viewId: string;
}

/**
 * Where the published page puts its comments: nothing in template mode (PUB-03), otherwise the comments
 * section, in a chunk of its own fetched only when its place comes near the viewport (one screen ahead,
 * COMMENTS_MARGIN, so it is there by the time the reader gets to it), or at once when the address points at it
 * (`#published-comments…`). Its place is an empty element at the end of the page until then — the section
 * itself draws nothing before its comments are read — so nothing moves when it loads.
 */
export function PublishedComments(props: Props) {
  const { template } = usePageQuery();
  const { hash } = useLocation();
  const targeted = addressTargetsComments(hash);
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(targeted);

  useEffect(() => {
    if (targeted) setNear(true);
  }, [targeted]);

  useEffect(() => {
    if (near || template || place.current === null) return undefined;
    return whenNearViewport(place.current, COMMENTS_MARGIN, () => {
      setNear(true);
    });
  }, [near, template]);

  // Asked for by the address: brought into view once its place exists (the browser looked before it did).
  useEffect(() => {
    const element = place.current;
    if (targeted && element !== null && typeof element.scrollIntoView === 'function')
      element.scrollIntoView();
  }, [targeted]);

  if (template) return null;
  return (
    <div ref={place} id={COMMENTS_ANCHOR} data-testid="published-comments-place">
      {near && (
        <Suspense fallback={null}>
          <CommentsSection {...props} />
        </Suspense>
      )}
    </div>
  );
}
