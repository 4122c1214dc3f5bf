/**
 * Links and media addresses from documents are untrusted: anyone who can edit a published page writes them.
 * Only http(s), mailto (links only) and relative addresses survive; everything else (`javascript:`, `data:`,
 * `vbscript:`, `file:`…) is refused, and the caller shows the text without a link.
 */

// Browsers drop tabs and newlines anywhere in a URL and trim C0 controls and spaces at both ends before
// reading the scheme, so `java\tscript:` is `javascript:` to them: the check must see what they see.
function normalise(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

const schemePattern = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * A bare host as AppFlowy users type it ('appflowy.io/download', '192.168.1.2'): AppFlowy opens these as
 * https, so they are not relative paths.
 */
const bareHostPattern = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)+)(:\d{1,5})?([/?#]|$)/i;

type Kind = 'link' | 'media';

function safeUrl(raw: unknown, kind: Kind): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = normalise(raw);
  if (url === '' || url.length > 8192) return undefined;
  // A backslash is a slash to a browser's URL parser: `\\evil.com` or `/\evil.com` would leave the site.
  if (url.includes('\\')) return undefined;
  const scheme = schemePattern.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme === 'http' || scheme === 'https') return url;
    if (scheme === 'mailto' && kind === 'link') return url;
    // 'localhost:3000/x' reads as scheme 'localhost'; a bare host with a port is still a host.
    return bareHostPattern.test(url) && /^[^:]+:\d/.test(url) ? `https://${url}` : undefined;
  }
  if (bareHostPattern.test(url)) return `https://${url}`;
  return url;
}

/** An `href` that cannot run script, or undefined (show plain text). */
export function safeHref(raw: unknown): string | undefined {
  return safeUrl(raw, 'link');
}

/** An image or video `src`: http(s) or relative only (no `data:`, which could carry SVG script). */
export function safeMediaSrc(raw: unknown): string | undefined {
  return safeUrl(raw, 'media');
}

/** Whether the address leaves the page's origin (opened in a new tab, without referrer or opener). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href);
}
