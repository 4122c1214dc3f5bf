import { hydrationRootId } from '@quire/shared/render';
import { useLayoutEffect, useRef } from 'react';
import { adoptServerDocument } from '../serverRendered';

/** Whether the server drew this page's database into its copy (and it is still on screen to be taken). */
export function hasServerDatabase(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(hydrationRootId)?.querySelector('.quire-database-view') != null;
}

/**
 * The database the server drew, shown while the blob loads instead of a skeleton: its nodes are moved (not
 * copied) here before the rest of the server's copy is removed, so the reader sees no flash. It is not
 * hydrated: once the blob is read, the remote draws the same markup itself in its place.
 */
export function ServerDatabaseCopy() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const adopted = adoptServerDocument();
    if (adopted !== null) host.current?.append(adopted);
  }, []);
  return <div ref={host} data-testid="publish-database-server-copy" />;
}
