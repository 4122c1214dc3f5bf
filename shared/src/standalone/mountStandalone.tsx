import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RuntimeConfig } from '../config/index.js';
import { initI18n } from '../i18n/index.js';

/** A remote running on its own (`pnpm --filter @quire/remote-<name> dev`) talks to a local server. */
export const DEV_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000',
  authBaseUrl: 'http://localhost:9999',
  wsUrl: 'ws://localhost:8000/ws/v1',
  publicUrl: 'http://localhost:8000',
  links: {
    terms: 'http://localhost:8000/terms.html',
    privacy: 'http://localhost:8000/privacy.html',
    website: 'http://localhost:8000/',
  },
};

/**
 * Renders a remote's development page into #root. Only a remote's own dev entry calls this; inside the shell
 * the run-time configuration and i18n come from the shell's bootstrap.
 */
export async function mountStandalone(
  app: ReactNode,
  config: RuntimeConfig = DEV_RUNTIME_CONFIG,
): Promise<void> {
  setRuntimeConfig(config);
  await initI18n().catch((error: unknown) => {
    console.error('Translations could not be loaded; showing the English defaults', error);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
