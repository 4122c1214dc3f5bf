import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { I18N_INSTANCE_ID } from '../instances.js';
import { StorageKeys } from '../platform/storage.js';
import {
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  isRtlLocale,
  matchSupportedLocale,
  writeLanguageCookie,
} from './locales.js';
import { fetchTranslations } from './request.js';

export interface I18nOptions {
  /** Where translations load from; default the server's `/locales/{{lng}}/{{ns}}.json`. */
  loadPath?: string;
  /** Forces a language instead of detecting it (tests, server rendering). */
  lng?: string;
}

/** Translation reads: 5 retries from 350 ms, doubling (i18next's BackendConnector doubles the wait). */
export const TRANSLATION_LOAD = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;

const INSTANCE_ID_KEY = 'quireInstanceId';

/** The id stamped on an i18n instance, to prove in a browser that every remote sees the same one. */
export function readI18nInstanceId(instance: I18n): string | undefined {
  const value: unknown = Reflect.get(instance, INSTANCE_ID_KEY);
  return typeof value === 'string' ? value : undefined;
}

export function createI18nInstance(instanceId: string = I18N_INSTANCE_ID): I18n {
  const instance = i18next.createInstance();
  Object.defineProperty(instance, INSTANCE_ID_KEY, { value: instanceId, enumerable: false });
  return instance;
}

function followLanguageInDocument(instance: I18n): void {
  if (typeof document === 'undefined') return;
  const apply = (lng: string) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = isRtlLocale(lng) ? 'rtl' : 'ltr';
    // The server draws published pages' labels in this language too (it cannot read localStorage).
    writeLanguageCookie(lng);
  };
  instance.on('languageChanged', apply);
}

/** Configures an instance (the page's singleton through initI18n; fresh ones in tests). */
export async function configureI18n(instance: I18n, options: I18nOptions = {}): Promise<I18n> {
  const backend: HttpBackendOptions = {
    loadPath: options.loadPath ?? '/locales/{{lng}}/{{ns}}.json',
    request: fetchTranslations,
  };
  followLanguageInDocument(instance);
  instance.use(HttpBackend).use(initReactI18next);
  if (options.lng === undefined) instance.use(LanguageDetector);
  await instance.init({
    ...(options.lng === undefined ? {} : { lng: options.lng }),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    // Components pass English defaults to t(), so they render at once and never suspend on a slow load.
    react: { useSuspense: false },
    backend,
    ...TRANSLATION_LOAD,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: StorageKeys.language,
      caches: ['localStorage'],
      convertDetectedLanguage: matchSupportedLocale,
    },
  });
  return instance;
}

/** The page's one i18n instance (a Module Federation singleton through @quire/shared). */
export const i18n: I18n = createI18nInstance();

let initialising: Promise<I18n> | null = null;

/** Initialises the singleton once; later calls (from any remote) return the same promise and ignore their options. */
export function initI18n(options?: I18nOptions): Promise<I18n> {
  initialising ??= configureI18n(i18n, options);
  return initialising;
}
