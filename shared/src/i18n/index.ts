export {
  i18n,
  initI18n,
  createI18nInstance,
  configureI18n,
  readI18nInstanceId,
  TRANSLATION_LOAD,
  type I18nOptions,
} from './instance.js';
export {
  SUPPORTED_LOCALES,
  FALLBACK_LOCALE,
  matchSupportedLocale,
  isRtlLocale,
  LANGUAGE_COOKIE,
  writeLanguageCookie,
  type SupportedLocale,
} from './locales.js';
export { waitPhrase } from './wait-phrase.js';
