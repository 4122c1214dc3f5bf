import { StorageKeys } from '../platform/storage.js';
import { sessionEvents } from './events.js';
import { sessionActions } from './session-slice.js';
import { store } from './store.js';
import { parseSessionToken } from './token.js';

/**
 * Follows sign-in and sign-out in other tabs (ST-16): the browser fires `storage` only in the tabs that did
 * not write, so this never echoes this tab's own saveToken/clearToken. Returns the function that stops it.
 */
export function watchSessionAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared all of localStorage.
    if (event.key !== StorageKeys.token && event.key !== null) return;
    const next = parseSessionToken(event.key === null ? null : event.newValue);
    const previous = store.getState().session.token;
    if (previous === null && next === null) return;
    store.dispatch(sessionActions.tokenChanged(next));
    sessionEvents.emit(next === null ? 'session_invalid' : 'session_refresh');
  };
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
  };
}
