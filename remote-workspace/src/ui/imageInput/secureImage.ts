/**
 * Pictures linked over plain http. The page's Content-Security-Policy loads images only from https origins
 * (img-src https:), and an https page may not show http pictures anyway (mixed content: browsers upgrade or
 * block them), so an http link would be stored and then never shown. Loosening the policy would let any
 * page element load over plaintext, trackable and alterable on the way; instead, an http link is tried over
 * https and kept in that form when the picture loads there, or refused with a clear reason.
 */

/** How long the https form of a link may take to load before it counts as not served there. */
export const probeTimeoutMs = 10_000;

/** The https form of an http address; any other address as it is. */
export function httpsForm(url: string): string {
  return url.startsWith('http://') ? `https://${url.slice('http://'.length)}` : url;
}

/** Whether the picture at `url` loads in this page (the browser, under the page's policy, decides). */
export function imageLoads(url: string, timeoutMs = probeTimeoutMs): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    function finish(loaded: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(loaded);
    }
    image.onload = () => {
      finish(true);
    };
    image.onerror = () => {
      finish(false);
    };
    image.src = url;
  });
}

export type SecureLink = { url: string; upgraded: boolean } | { refused: 'insecure' };

/** An http(s) picture address as it can be stored: https as it is, http upgraded when served over https. */
export async function secureImageLink(
  url: string,
  probe: (url: string) => Promise<boolean> = imageLoads,
  selfOrigin: string = window.location.origin,
): Promise<SecureLink> {
  // The page's own origin is allowed by the policy ('self'), over http too (a server on a local network).
  if (!url.startsWith('http://') || new URL(url).origin === selfOrigin) return { url, upgraded: false };
  const upgraded = httpsForm(url);
  return (await probe(upgraded)) ? { url: upgraded, upgraded: true } : { refused: 'insecure' };
}
