import { DatabaseSkeleton } from '@quire/shared/render';
import { lazy, Suspense, type ComponentProps } from 'react';
import { usePageQuery } from '../layout/pageQuery';
import { RowDetailSkeleton } from '../layout/RowDetailSkeleton';
import type { DatabaseBody as Body } from './DatabaseBody';
import { skeletonLayout } from './skeletonLayout';
import { hasServerDatabase, ServerDatabaseCopy } from './ServerDatabaseCopy';
import { useDatabaseLabels } from './useDatabaseLabels';

// Grids, boards and calendars are a chunk of their own: a reader of a document never downloads them.
const DatabaseBody = lazy(() =>
  import('./DatabaseBody').then((module) => ({ default: module.DatabaseBody })),
);

/**
 * The database body, loaded on demand; meanwhile the server's drawing of it, or the layout's skeleton (a row's
 * document-style one for `?r=`, PUB-09).
 */
export function LazyDatabaseBody(props: ComponentProps<typeof Body>) {
  const labels = useDatabaseLabels();
  const { rowId } = usePageQuery();
  const fallback = hasServerDatabase() ? (
    <ServerDatabaseCopy />
  ) : rowId !== undefined ? (
    <RowDetailSkeleton />
  ) : (
    <DatabaseSkeleton
      layout={skeletonLayout(props.layout)}
      windowWidth={typeof window === 'undefined' ? 1280 : window.innerWidth}
      windowHeight={typeof window === 'undefined' ? 800 : window.innerHeight}
      label={labels.loading}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatabaseBody {...props} />
    </Suspense>
  );
}
