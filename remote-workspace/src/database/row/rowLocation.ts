import { useSyncExternalStore } from 'react';

/** How an open row is shown: a panel over the right of the page, a centred dialog, or the whole page. */
export type RowPeekMode = 'side' | 'centre';
export type RowPresentation = RowPeekMode | 'page';

export interface RowLocation {
  rowId: string;
  presentation: RowPresentation;
}

/** The longest row id `?r=` is read with (row ids are UUIDs; anything longer is not one). */
const MAX_ROW_ID = 100;
/** Kept in the history entry: a peek opened here (an address typed or shared opens the full page, PUB-08). */
const PEEK_KEY = 'quireRowPeek';
const MODE_KEY = 'quire.rowPeekMode';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** The row `?r=` names, and how it is shown; null without one. */
function readLocation(): RowLocation | null {
  const rowId = new URL(window.location.href).searchParams.get('r');
  if (rowId === null || rowId === '' || rowId.length > MAX_ROW_ID) return null;
  const peek = historyState()[PEEK_KEY];
  return { rowId, presentation: peek === 'side' || peek === 'centre' ? peek : 'page' };
}

/**
 * Changes the address and tells listeners (the router too: it follows popstate). Pushing makes browser back
 * close the row; replacing keeps one entry while moving between rows or presentations.
 */
function go(url: URL, state: Record<string, unknown>, replace: boolean): void {
  if (replace) window.history.replaceState(state, '', url);
  else window.history.pushState(state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

/** Opens a row (`?r=rowId`): as a peek in the remembered mode, or as the full page. */
export function openRowAt(rowId: string, presentation: RowPresentation, replace = false): void {
  const url = new URL(window.location.href);
  url.searchParams.set('r', rowId);
  const { [PEEK_KEY]: _previous, ...state } = historyState();
  if (presentation !== 'page') state[PEEK_KEY] = presentation;
  go(url, state, replace || readLocation() !== null);
}

/** Closes the open row: `r` leaves the address (in place, so that back does not reopen it). */
export function closeRowAt(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('r')) return;
  url.searchParams.delete('r');
  const { [PEEK_KEY]: _peek, ...state } = historyState();
  go(url, state, true);
}

/** The peek mode last chosen on this device (side by default). */
export function preferredPeekMode(): RowPeekMode {
  try {
    return window.localStorage.getItem(MODE_KEY) === 'centre' ? 'centre' : 'side';
  } catch {
    return 'side';
  }
}

export function rememberPeekMode(mode: RowPeekMode): void {
  try {
    window.localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts for this row only.
  }
}

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => {
  const location = readLocation();
  return location === null ? '' : `${location.presentation}:${location.rowId}`;
};

/** The open row, following the address (opening, closing, browser back and forward). */
export function useRowLocation(): RowLocation | null {
  const key = useSyncExternalStore(subscribe, snapshot, () => '');
  if (key === '') return null;
  const split = key.indexOf(':');
  return { presentation: key.slice(0, split) as RowPresentation, rowId: key.slice(split + 1) };
}
