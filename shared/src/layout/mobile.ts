// Phones and tablets, as spec 000 §2 detects them (PUB-18). iPadOS 13+ reports a desktop Mac user agent, so
// a Mac with a touch screen counts as a tablet too.
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Tablet/i;

/** Whether a user agent belongs to a phone or a tablet. */
export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_USER_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Whether this browser is a phone or tablet; false outside a browser (server rendering, Node). */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}
