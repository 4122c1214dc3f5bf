import { lazy, Suspense, useEffect, useState } from 'react';
import type { TopBarActionsProps } from './TopBarActions';

const TopBarActions = lazy(() => import('./TopBarActions'));

/**
 * The right-hand menu loads only after the page has rendered (PUB-15): nothing on the first render, then the
 * actions' chunk, fetched once the page is on screen.
 */
export function RightMenu(props: TopBarActionsProps) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    setRendered(true);
  }, []);
  if (!rendered) return null;
  return (
    <Suspense fallback={null}>
      <TopBarActions {...props} />
    </Suspense>
  );
}
