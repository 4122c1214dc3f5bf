/** The element the server renders the page into for readers without JavaScript. */
export const serverRenderedId = 'quire-published';

/**
 * Until the remote hydrates the server's markup, it draws the page in its own tree: once it has, the
 * server's copy goes, so the page is not shown twice and its block ids are not doubled.
 */
export function removeServerRendered(): void {
  document.getElementById(serverRenderedId)?.remove();
}
