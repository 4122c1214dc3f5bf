// Server HTML put in the page, then hydrated: what the hydration tests of documents and databases share.
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/**
 * Renders `server` on the "server" (react-dom/server), puts the HTML in the page as the server would send it,
 * then hydrates `client` over it in the browser (jsdom). Returns the container, the DOM as first parsed (to
 * compare with the container afterwards: nothing re-rendered) and every mismatch or console error React reported.
 */
export async function hydrateServerHtml(
  server: ReactElement,
  client: ReactElement = server,
): Promise<{ container: HTMLElement; parsed: string; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.replaceChildren(container);
  const parsed = container.innerHTML;
  const errors: unknown[] = [];
  const consoleError = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => errors.push(args));
  try {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, parsed, errors };
}
