import {
  databaseHydrationAttribute,
  hydrationRootId,
  parseDatabaseHydration,
  type DatabaseHydration,
} from '@quire/shared/render';
import { useLayoutEffect, useRef } from 'react';
import { adoptServerDocument, removeServerRendered } from '../serverRendered';

// The server's drawing, once taken out of its copy: kept here so that it survives the hand-over from the
// lazy chunk's fallback to the database body, until the body hydrates it or draws the database itself.
let adopted: HTMLElement | null = null;

function serverDrawing(): HTMLElement | null {
  if (adopted !== null) return adopted;
  if (typeof document === 'undefined') return null;
  return document.getElementById(hydrationRootId);
}

/**
 * Whether the server drew this page's database, one of its rows, or the note that a row is not part of the
 * page (still in its copy, or taken out of it).
 */
export function hasServerDatabase(): boolean {
  return serverDrawing()?.querySelector('.quire-database-view, .quire-row-page, .quire-row-missing') != null;
}

/** What the server drew the view or row (`?r=`) with, when it drew one the remote can hydrate. */
export function serverDatabaseHydration(): DatabaseHydration | undefined {
  const wrapper = serverDrawing()?.querySelector(`[${databaseHydrationAttribute}]`);
  return parseDatabaseHydration(wrapper?.getAttribute(databaseHydrationAttribute) ?? null);
}

/**
 * Hands the server's drawing of the view or row over to be hydrated: the element whose children are the
 * rendered view or row (its wrapper), taken out of the copy; null when there is none.
 */
export function takeServerDatabase(): HTMLElement | null {
  const drawing = serverDrawing();
  adopted = null;
  const wrapper = drawing?.querySelector<HTMLElement>(`[${databaseHydrationAttribute}]`) ?? null;
  drawing?.remove();
  removeServerRendered();
  wrapper?.remove();
  return wrapper;
}

/** The remote drew the database: the server's drawing is not needed again. */
export function forgetServerDatabase(): void {
  adopted?.remove();
  adopted = null;
}

/**
 * The database the server drew, shown while the blob loads instead of a skeleton: its nodes are moved (not
 * copied) here and the rest of the server's copy removed in the same commit, so the reader sees no flash.
 * Once the blob is read, the database body hydrates these nodes (`takeServerDatabase`).
 */
export function ServerDatabaseCopy() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    adopted ??= adoptServerDocument();
    removeServerRendered();
    if (adopted !== null) host.current?.append(adopted);
  }, []);
  return <div ref={host} data-testid="publish-database-server-copy" />;
}
