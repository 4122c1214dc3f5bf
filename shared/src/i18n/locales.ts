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
