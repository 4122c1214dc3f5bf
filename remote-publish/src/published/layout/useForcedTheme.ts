import { store, themeActions, type ThemeMode } from '@quire/shared';
import { useEffect } from 'react';

/**
 * `?theme=light|dark` forces the theme (PUB-10). The page's store reads it at start; this also covers an
 * address reached inside the app (a link, the router), without saving it as the reader's choice.
 */
export function useForcedTheme(theme: ThemeMode | null): void {
  useEffect(() => {
    if (theme !== null && store.getState().theme.mode !== theme) store.dispatch(themeActions.force(theme));
  }, [theme]);
}
