import {
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  StorageKeys,
  TRANSLATION_LOAD,
  isRtlLocale,
  matchSupportedLocale,
  writeLanguageCookie,
} from '@quire/shared';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The page entry's start-up of translations, as shared's `initI18n` does it for the app (same language, same
 * files, same retries) without i18next's HTTP backend and language detector: the language saved in
 * `i18nextLng`, else the browser's first that maps onto a shipped locale, else en; that language's file and
 * en's (the fallback) read from `/locales/{lng}/translation.json`, a network failure or a 5xx retried 5 times
 * from 350 ms, doubling, a 4xx final (the English defaults then show); the language saved back and set on
 * `<html lang dir>`. The instance is initialised with the files as resources through i18next's own API.
 */

const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

function isSupported(code: string): boolean {
  return (SUPPORTED_LOCALES as readonly string[]).includes(code);
}

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(StorageKeys.language);
  } catch {
    return null;
  }
}

/** The language i18next's detector would choose with the app's settings (localStorage, then navigator). */
export function detectLanguage(): string {
  const candidates: string[] = [];
  const saved = savedLanguage();
  if (saved !== null && saved !== '') candidates.push(saved);
  const { languages, language } = window.navigator;
  candidates.push(...languages);
  if (typeof language === 'string' && language !== '') candidates.push(language);
  for (const candidate of candidates) {
    const mapped = matchSupportedLocale(candidate);
    if (isSupported(mapped)) return mapped;
  }
  return FALLBACK_LOCALE;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One translation file: its JSON object, or null when it is missing, unreadable or still failing after the retries. */
export async function readTranslationFile(url: string): Promise<Record<string, unknown> | null> {
  let delay: number = TRANSLATION_LOAD.retryTimeout;
  for (let attempt = 0; ; attempt += 1) {
    let retryable: boolean;
    try {
      const response = await globalThis.fetch(url, { headers: { accept: 'application/json' } });
      if (response.ok) {
        const parsed: unknown = JSON.parse(await response.text());
        return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      }
      retryable = response.status >= 500;
    } catch (error) {
      // A network failure is retried; a body that is not JSON is final.
      retryable = !(error instanceof SyntaxError);
    }
    if (!retryable || attempt >= TRANSLATION_LOAD.maxRetries) return null;
    await wait(delay);
    delay *= 2;
  }
}

function followLanguageInDocument(instance: I18n): void {
  instance.on('languageChanged', (lng: string) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = isRtlLocale(lng) ? 'rtl' : 'ltr';
    // The server draws the next page's labels in this language too (it cannot read localStorage).
    writeLanguageCookie(lng);
  });
}

/** Detects the language, reads its translations and en's, and initialises `instance` with them. */
export async function loadPageTranslations(
  instance: I18n,
  loadPath: string = DEFAULT_LOAD_PATH,
): Promise<I18n> {
  const lng = detectLanguage();
  const codes = lng === FALLBACK_LOCALE ? [lng] : [lng, FALLBACK_LOCALE];
  const files = await Promise.all(
    codes.map((code) =>
      readTranslationFile(loadPath.replace('{{lng}}', code).replace('{{ns}}', 'translation')),
    ),
  );
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  codes.forEach((code, index) => {
    const file = files[index];
    if (file !== null && file !== undefined) resources[code] = { translation: file };
  });
  followLanguageInDocument(instance);
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  try {
    window.localStorage.setItem(StorageKeys.language, lng);
  } catch {
    // Storage refused (private mode): the language is detected again next time.
  }
  return instance;
}
