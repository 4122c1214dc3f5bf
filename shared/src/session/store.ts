import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { StorageKeys, writeStored } from '../platform/storage.js';
import { writeThemeModeOnDocument, resolveInitialThemeMode } from '../theme/mode.js';
import { themeActions, themeSlice } from '../theme/theme-slice.js';
import { sessionSlice } from './session-slice.js';
import { readToken } from './token.js';
import { uiSlice } from './ui-slice.js';
import { userSlice } from './user-slice.js';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  user: userSlice.reducer,
  ui: uiSlice.reducer,
  theme: themeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store whose initial state is read from the page: the stored token and the theme (address,
 * saved choice, system). The page has exactly one, `store` below; tests build their own.
 */
export function createAppStore() {
  const effects = createListenerMiddleware();
  const startListening = effects.startListening.withTypes<RootState>();

  // Only explicit choices are saved; the initial mode (system or ?theme=) is not, so that the system
  // preference keeps being followed until the user picks one.
  startListening({
    matcher: isAnyOf(themeActions.toggle, themeActions.set),
    effect: (_action, api) => {
      writeStored(StorageKeys.darkMode, String(api.getState().theme.mode === 'dark'));
    },
  });
  startListening({
    predicate: (_action, current, previous) => current.theme.mode !== previous.theme.mode,
    effect: (_action, api) => {
      writeThemeModeOnDocument(api.getState().theme.mode);
    },
  });

  const token = readToken();
  const created = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { token },
      user: { userId: token?.user.id ?? null, status: 'idle', profile: null, error: null },
      theme: { mode: resolveInitialThemeMode() },
    },
    middleware: (getDefault) => getDefault().prepend(effects.middleware),
  });
  writeThemeModeOnDocument(created.getState().theme.mode);
  return created;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page (a Module Federation singleton through @quire/shared). */
export const store: AppStore = createAppStore();
