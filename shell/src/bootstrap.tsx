import {
  clearAllCaches,
  initI18n,
  installShortcuts,
  loadRuntimeConfig,
  store,
  watchSessionAcrossTabs,
} from '@quire/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { clearOfflineCaches, registerOfflineWorker } from './offline/register';
import { createShellLoader } from './remotes/shellLoader';
import { bindShellShortcuts } from './shortcuts/appShortcuts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const loader = createShellLoader();
  // First, so that it controls this visit's reads as early as it can (the next visit opens offline).
  registerOfflineWorker();

  try {
    // In parallel: the remotes' addresses and the translations are not needed to know the API's address.
    await Promise.all([
      loadRuntimeConfig(),
      loader.warmUp(),
      initI18n().catch((error: unknown) => {
        console.error('Translations could not be loaded; showing the English defaults', error);
      }),
    ]);
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }

  installShortcuts();
  bindShellShortcuts({
    dispatch: store.dispatch,
    clearCache: () => Promise.all([clearAllCaches(), clearOfflineCaches()]).then(() => undefined),
    reload: () => {
      window.location.reload();
    },
  });
  watchSessionAcrossTabs();

  root.render(
    <StrictMode>
      <App loader={loader} />
    </StrictMode>,
  );
}

void start();
