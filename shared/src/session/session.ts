import { StorageKeys, removeStored, writeStored } from '../platform/storage.js';
import { sessionEvents } from './events.js';
import { sessionActions } from './session-slice.js';
import { store } from './store.js';
import { isSessionToken, type SessionToken } from './token.js';

/** Stores a new or refreshed token (ST-13: emits session_refresh). */
export function saveToken(token: SessionToken): void {
  if (!isSessionToken(token)) throw new TypeError('saveToken needs a complete session token');
  writeStored(StorageKeys.token, JSON.stringify(token));
  store.dispatch(sessionActions.tokenChanged(token));
  sessionEvents.emit('session_refresh');
}

/** Signs out locally (ST-14: emits session_invalid). */
export function clearToken(): void {
  removeStored(StorageKeys.token);
  store.dispatch(sessionActions.tokenChanged(null));
  sessionEvents.emit('session_invalid');
}

/** Called by the sign-in flow once a login has succeeded (ST-15: emits session_valid). */
export function markSessionValid(): void {
  sessionEvents.emit('session_valid');
}

/** The current token as the store holds it (kept in step with localStorage, across tabs too). */
export function currentToken(): SessionToken | null {
  return store.getState().session.token;
}
