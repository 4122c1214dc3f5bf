import { RemoteSkeleton } from '../remotes/RemoteSkeleton';

/**
 * The server's rendering of a published page (`<main id="quire-published">`, after the shell's root; the id is
 * the publish remote's, mirrored here as the remote container names are). While the publish remote loads, that
 * copy is the page: nothing is drawn over it, and the remote takes it over when it renders.
 */
export const serverRenderedId = 'quire-published';

export function PublishedPageLoading() {
  return document.getElementById(serverRenderedId) === null ? <RemoteSkeleton /> : null;
}
