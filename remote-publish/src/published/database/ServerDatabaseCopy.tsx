import { hydrationRootId } from '@quire/shared/render';
import { useLayoutEffect, useRef } from 'react';
import { adoptServerDocument } from '../serverRendered';

// The server's drawing, once taken out of its copy: kept here so that it survives the hand-over from the
// lazy chunk's fallback to the database body, until the body has drawn the database itself.
let adopted: HTMLElement | null = null;

/** Whether the server drew this page's database (still in its copy, or already taken out of it). */
export function hasServerDatabase(): boolean {
  if (adopted !== null) return true;
  if (typeof document === 'undefined') return false;
  return document.getElementById(hydrationRootId)?.querySelector('.quire-database-view') != null;
}

/** The remote drew the database: the server's drawing is not needed again. */
export function forgetServerDatabase(): void {
  adopted?.remove();
  adopted = null;
}

/**
 * The database the server drew, shown while the blob loads instead of a skeleton: its nodes are moved (not
 * copied) here before the rest of the server's copy is removed, so the reader sees no flash. It is not
 * hydrated: once the blob is read, the remote draws the same markup itself in its place.
 */
export function ServerDatabaseCopy() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    adopted ??= adoptServerDocument();
    if (adopted !== null) host.current?.append(adopted);
  }, []);
  return <div ref={host} data-testid="publish-database-server-copy" />;
}
