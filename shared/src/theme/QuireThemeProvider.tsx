import { useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { store } from '../session/store.js';
import { QuireGlobalStyle } from './GlobalStyle.js';
import type { ThemeMode } from './mode.js';
import { themeFor } from './tokens.js';

const readMode = (): ThemeMode => store.getState().theme.mode;
const subscribe = (listener: () => void) => store.subscribe(listener);

/**
 * The styled-components theme plus the page's global style (background, text, font, CSS variables). It reads
 * the mode from the page's store directly, so it works with or without a react-redux Provider above it;
 * `mode` overrides that (previews, tests).
 */
export function QuireThemeProvider({ children, mode }: { children: ReactNode; mode?: ThemeMode }) {
  const storeMode = useSyncExternalStore(subscribe, readMode, readMode);
  const tokens = themeFor(mode ?? storeMode);
  return (
    <ThemeProvider theme={tokens}>
      <QuireGlobalStyle $tokens={tokens} />
      {children}
    </ThemeProvider>
  );
}
