import { initI18n, setRuntimeConfig } from '@quire/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEV_RUNTIME_CONFIG } from './standalone/devConfig';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only reached when this remote's own page is opened; the shell never loads this entry.
async function start(): Promise<void> {
  setRuntimeConfig(DEV_RUNTIME_CONFIG);
  await initI18n().catch((error: unknown) => {
    console.error('Translations could not be loaded; showing the English defaults', error);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

void start();
