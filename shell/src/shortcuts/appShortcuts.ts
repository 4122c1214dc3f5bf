import { bindShortcut, themeActions, type AppDispatch } from '@quire/shared';

interface Effects {
  dispatch: AppDispatch;
  /** Deletes the local cache (IndexedDB). */
  clearCache: () => Promise<void>;
  reload: () => void;
}

/**
 * The shortcuts the shell itself answers (KEY-02, KEY-05); sidebar, search and quick note belong to the
 * workspace remote. Returns the function that unbinds them.
 */
export function bindShellShortcuts({ dispatch, clearCache, reload }: Effects): () => void {
  const unbindTheme = bindShortcut('toggleTheme', () => {
    dispatch(themeActions.toggle());
  });
  const unbindClear = bindShortcut('clearCacheAndReload', () => {
    // Reload even when the cache cannot be deleted: the user asked for a fresh start either way.
    clearCache()
      .catch((error: unknown) => {
        console.error('The local cache could not be deleted', error);
      })
      .finally(reload);
  });
  return () => {
    unbindTheme();
    unbindClear();
  };
}
