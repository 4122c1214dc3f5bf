export { store, createAppStore, type AppStore, type RootState, type AppDispatch } from './store.js';
export { useAppSelector, useAppDispatch } from './hooks.js';
export { StoreProvider } from './StoreProvider.js';
export { isSessionToken, parseSessionToken, readToken, isTokenExpired, type SessionToken } from './token.js';
export { saveToken, clearToken, markSessionValid, currentToken } from './session.js';
export { sessionEvents, type SessionEventName } from './events.js';
export { watchSessionAcrossTabs } from './cross-tab.js';
export {
  setSessionRefresher,
  hasSessionRefresher,
  refreshSession,
  type SessionRefresher,
} from './refresh.js';
export {
  sessionActions,
  selectIsSignedIn,
  selectUserId,
  selectSessionToken,
  type SessionState,
} from './session-slice.js';
export { uiActions, selectLoginDialog, type UiState } from './ui-slice.js';
export { userActions, selectCurrentUser, type UserState, type CurrentUserStatus } from './user-slice.js';
