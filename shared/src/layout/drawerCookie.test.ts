import {
  DRAWER_COOKIE,
  drawerCookieOf,
  drawerCookieString,
  formatDrawerCookie,
  parseDrawerCookie,
} from './drawerCookie.js';
import { clampDrawerWidth, drawerMustClose, widestShutWindow } from './drawerRules.js';
import { saveDrawerOpen, saveDrawerWidth } from './drawerStorage.js';
import { isMobileUserAgent } from './mobile.js';

describe('the drawer cookie (issue 11)', () => {
  it('ST-06 / open or closed and a whole width, read back; anything else is not one', () => {
    expect(formatDrawerCookie({ open: true, width: 312.4 })).toBe('open.312');
    expect(formatDrawerCookie({ open: false, width: Number.NaN })).toBe('closed.268');
    expect(formatDrawerCookie({ open: true, width: 1e9 })).toBe('open.268');
    expect(parseDrawerCookie('closed.300')).toEqual({ open: false, width: 300 });
    for (const junk of [
      'open.',
      'open.119',
      'open.4097',
      'open.-3',
      'half.300',
      'open.300;x',
      ' open.300',
      'open.30000',
    ])
      expect(parseDrawerCookie(junk)).toBeUndefined();
    expect(drawerCookieOf('a=1; quire_drawer=open.400; b=2')).toEqual({ open: true, width: 400 });
    expect(drawerCookieOf('quire_drawerx=open.400')).toBeUndefined();
    expect(drawerCookieOf(undefined)).toBeUndefined();
  });

  it('ST-06 / the whole site, Lax, a year, Secure on https; no more than the two values', () => {
    expect(drawerCookieString({ open: false, width: 280 }, true)).toBe(
      `${DRAWER_COOKIE}=closed.280; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(drawerCookieString({ open: true, width: 280 }, false)).not.toContain('Secure');
  });
});

describe('the drawer saved anywhere (the workspace shares its keys)', () => {
  it('CCH-16 CCH-17 / each save of outline_open or outline_width writes the cookie with both', () => {
    localStorage.clear();
    saveDrawerWidth(333);
    expect(document.cookie.split('; ')).toContain(`${DRAWER_COOKIE}=open.333`);
    saveDrawerOpen(false);
    expect(document.cookie.split('; ')).toContain(`${DRAWER_COOKIE}=closed.333`);
    expect(localStorage.getItem('outline_open')).toBe('false');
  });
});

describe('the window at which a saved width shuts the drawer', () => {
  it('ST-10 / every narrower window shuts it, every wider one shows it (the rules, window by window)', () => {
    const wrong: string[] = [];
    for (const width of [120, 200, 257, 268, 300, 400, 768, 900, 2000]) {
      const shut = widestShutWindow(width);
      for (let window = 200; window <= 5000; window += 1)
        if (drawerMustClose(window, clampDrawerWidth(width, window)) !== window <= shut)
          wrong.push(`${String(width)} in ${String(window)}`);
    }
    expect(wrong).toEqual([]);
    expect(widestShutWindow(268)).toBe(1036);
  });
});

describe('is this a phone or a tablet', () => {
  it('PUB-18 / phones and tablets by user agent, an iPad posing as a Mac by its touch points', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(
      true,
    );
  });
});
