import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './instance.js';

export type SharedT = (key: string, defaultValue: string, values?: Record<string, string | number>) => string;

function interpolate(text: string, values: Record<string, string | number> | undefined): string {
  if (values === undefined) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * t() for shared components, bound to the page's i18n instance explicitly: translated once initI18n has
 * run, and the English default (interpolated) before that or where nothing initialises i18n (a test, a
 * remote mounted on its own), so shared UI never shows a raw key.
 */
export function useSharedTranslation(): { t: SharedT } {
  const { t, ready } = useTranslation(undefined, { i18n, useSuspense: false });
  const translate = useCallback<SharedT>(
    (key, defaultValue, values) =>
      ready ? t(key, { defaultValue, ...values }) : interpolate(defaultValue, values),
    [t, ready],
  );
  return { t: translate };
}
