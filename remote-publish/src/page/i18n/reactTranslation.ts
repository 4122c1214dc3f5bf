import { useCallback, useSyncExternalStore } from 'react';
import type { PageI18n } from './translator';

/**
 * react-i18next's `useTranslation` and `initReactI18next` over the page entry's translator (translator.ts),
 * put in place of react-i18next by webpack.page.cjs: `t` of the instance given in the options or else of the
 * one initialised with `initReactI18next`; components re-render when its language changes. Before the
 * instance is ready, `t` answers the default value (or the key), as react-i18next does without Suspense.
 */

let registered: PageI18n | undefined;

export const initReactI18next = {
  type: '3rdParty',
  init(instance: PageI18n): void {
    registered = instance;
  },
};

type T = PageI18n['t'];

const notReady: T = (key, second) => {
  if (typeof second === 'string') return second;
  if (second !== null && typeof second === 'object') {
    const { defaultValue } = second as { defaultValue?: unknown };
    if (typeof defaultValue === 'string') return defaultValue;
  }
  return typeof key === 'string' ? key : (key[key.length - 1] ?? '');
};

const noSubscription = () => () => undefined;

export function useTranslation(
  _namespace?: unknown,
  options?: { i18n?: PageI18n },
): { t: T; i18n: PageI18n | undefined; ready: boolean } {
  const instance = options?.i18n ?? registered;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (instance === undefined) return noSubscription();
      instance.on('languageChanged', listener);
      instance.on('initialized', listener);
      return () => {
        instance.off('languageChanged', listener);
        instance.off('initialized', listener);
      };
    },
    [instance],
  );
  const readLanguage = () => (instance?.isInitialized === true ? instance.language : '');
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  // A new t when the language changes (`language` in the dependencies), so memoised components re-render.
  const t = useCallback<T>(
    (key, second, third) =>
      instance?.isInitialized === true ? instance.t(key, second, third) : notReady(key, second),
    [instance, language],
  );
  return { t, i18n: instance, ready: language !== '' };
}
