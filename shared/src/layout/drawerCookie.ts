import { DEFAULT_DRAWER_WIDTH } from './drawerRules.js';

// The published page's drawer state as a cookie (issue 11), so that the server draws its copy of the page with
// the drawer as the reader left it: `outline_open` and `outline_width` of localStorage, written by the publish
// remote whenever it shows a page. No secret: two small values, bounded and validated on both sides.

export const DRAWER_COOKIE = 'quire_drawer';
/** Saved widths outside these bounds are not ones the drawer's rules produce: the cookie is ignored. */
export const DRAWER_COOKIE_MIN_WIDTH = 120;
export const DRAWER_COOKIE_MAX_WIDTH = 4096;
const maxAgeSeconds = 365 * 24 * 60 * 60;
const valueShape = /^(open|closed)\.(\d{1,4})$/;

export interface DrawerCookieValue {
  open: boolean;
  /** Whole pixels, within the bounds above. */
  width: number;
}

/** The cookie's value: `open.268`, `closed.312`. */
export function formatDrawerCookie({ open, width }: DrawerCookieValue): string {
  const whole = Math.round(width);
  const bounded =
    Number.isFinite(whole) && whole >= DRAWER_COOKIE_MIN_WIDTH && whole <= DRAWER_COOKIE_MAX_WIDTH
      ? whole
      : DEFAULT_DRAWER_WIDTH;
  return `${open ? 'open' : 'closed'}.${String(bounded)}`;
}

/** The value back, or undefined when it is not one `formatDrawerCookie` writes. */
export function parseDrawerCookie(value: string): DrawerCookieValue | undefined {
  const match = valueShape.exec(value);
  if (match === null) return undefined;
  const width = Number(match[2]);
  if (width < DRAWER_COOKIE_MIN_WIDTH || width > DRAWER_COOKIE_MAX_WIDTH) return undefined;
  return { open: match[1] === 'open', width };
}

/** The drawer cookie of a request's Cookie header (at most 8 KB of it is looked at), or undefined. */
export function drawerCookieOf(cookieHeader: string | undefined): DrawerCookieValue | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.slice(0, 8192).split(';')) {
    const [name, value] = pair.split('=', 2);
    if (name?.trim() === DRAWER_COOKIE && value !== undefined) return parseDrawerCookie(value.trim());
  }
  return undefined;
}

/** What `document.cookie` is set to: the whole site (published pages live at `/{namespace}/…`), a year. */
export function drawerCookieString(value: DrawerCookieValue, secure: boolean): string {
  return `${DRAWER_COOKIE}=${formatDrawerCookie(value)}; Path=/; Max-Age=${String(maxAgeSeconds)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes the drawer's saved state to the cookie (in a browser; nothing elsewhere). */
export function writeDrawerCookie(value: DrawerCookieValue): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = drawerCookieString(value, globalThis.location.protocol === 'https:');
  } catch {
    // Cookies refused: the server draws the drawer as a first visit has it.
  }
}
