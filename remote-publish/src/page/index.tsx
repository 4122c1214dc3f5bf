import { i18n, loadRuntimeConfig } from '@quire/shared';
import { createRoot } from 'react-dom/client';
import { loadPageTranslations } from './i18n/loadTranslations';
import { PageApp } from './PageApp';

/**
 * What a first visit to a published page runs (the server's HTML loads it instead of the shell): the runtime
 * config and the translations, then the page tree over the server's copy, which it hydrates. Until then the
 * server's copy is the page. If start-up fails, that copy stays: readable, as without JavaScript.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  await Promise.all([
    loadRuntimeConfig(),
    loadPageTranslations(i18n).catch((error: unknown) => {
      console.error('Translations could not be loaded; showing the English defaults', error);
    }),
  ]);
  createRoot(container).render(<PageApp />);
}

start().catch((error: unknown) => {
  console.error('The published page could not start; the server’s copy stays', error);
});
