/**
 * The locales shipped under shared/locales/<lng>/translation.json. A locale is listed here only when its
 * file exists with every key of en (a test checks both), so detection never picks a language that 404s.
 */
export const SUPPORTED_LOCALES = ['en', 'de-DE', 'fr-FR', 'ja-JP', 'zh-CN'] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: SupportedLocale = 'en';

/** Right-to-left scripts; the document direction follows the active language. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ckb']);

export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.toLowerCase().split(/[-_]/)[0] ?? '');
}

/**
 * Maps what the browser reports onto a shipped locale: exact match first (case and '_' ignored), then the
 * same language in another region ('de-AT' → 'de-DE', 'en-GB' → 'en'). Anything else is returned unchanged
 * so that i18next skips it and tries the next detected language.
 */
export function matchSupportedLocale(detected: string): string {
  const normalised = detected.replace(/_/g, '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === normalised);
  if (exact !== undefined) return exact;
  const language = normalised.split('-')[0];
  const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
  return sameLanguage ?? detected;
}

/**
 * The language the app and the published pages show, as a cookie too (issue 11): localStorage `i18nextLng` is
 * the app's own, but the server draws a published page's labels before any script ran, and reads this. Only a
 * shipped locale is ever written or read.
 */
export const LANGUAGE_COOKIE = 'quire_lang';
const languageCookieMaxAge = 365 * 24 * 60 * 60;

function shipped(value: string): SupportedLocale | undefined {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value) ? (value as SupportedLocale) : undefined;
}

/** The language cookie of a request's Cookie header (at most 8 KB of it looked at), when it names a shipped locale. */
export function languageCookieOf(cookieHeader: string | undefined): SupportedLocale | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.slice(0, 8192).split(';')) {
    const [name, value] = pair.split('=', 2);
    if (name?.trim() === LANGUAGE_COOKIE && value !== undefined) return shipped(value.trim());
  }
  return undefined;
}

/** What `document.cookie` is set to for `language`; undefined when it is not a shipped locale. */
export function languageCookieString(language: string, secure: boolean): string | undefined {
  const locale = shipped(language);
  if (locale === undefined) return undefined;
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${String(languageCookieMaxAge)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes the language cookie (in a browser; nothing elsewhere, or for a language that is not shipped). */
export function writeLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const cookie = languageCookieString(language, globalThis.location.protocol === 'https:');
  if (cookie === undefined) return;
  try {
    document.cookie = cookie;
  } catch {
    // Cookies refused: the server follows Accept-Language.
  }
}
