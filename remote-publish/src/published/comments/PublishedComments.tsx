import { lazy, Suspense } from 'react';
import { usePageQuery } from '../layout/pageQuery';

const CommentsSection = lazy(() => import('./CommentsSection'));

interface Props {
  namespace: string;
  publishName: string;
  viewId: string;
}

/**
 * Where the published page puts its comments: nothing in template mode (PUB-03), otherwise the comments
 * section, in a chunk of its own fetched after the page itself, so reading a page never waits for it.
 */
export function PublishedComments(props: Props) {
  const { template } = usePageQuery();
  if (template) return null;
  return (
    <Suspense fallback={null}>
      <CommentsSection {...props} />
    </Suspense>
  );
}
