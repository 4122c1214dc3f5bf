import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store.js';

/** The react-redux Provider bound to the page's one store, for the shell and for remotes running standalone. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
