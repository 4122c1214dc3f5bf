import { QuireThemeProvider, StoreProvider } from '@quire/shared';
import type { ReactNode } from 'react';
import type { RemoteLoader } from '../remotes/RemoteLoader';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderContext';

/** The page's one store, the theme, and the way remotes are loaded. */
export function ShellProviders({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
