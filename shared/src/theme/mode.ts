import { StorageKeys, readStored } from '../platform/storage.js';

export type ThemeMode = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** `?theme=light|dark` forces a theme for this page view (PUB-10); it is never saved. */
export function forcedThemeMode(search: string): ThemeMode | null {
  const value = new URLSearchParams(search).get('theme');
  return isThemeMode(value) ? value : null;
}

/** The saved choice under `dark-mode` ('true'/'false'); anything else means no choice was saved. */
export function savedThemeMode(): ThemeMode | null {
  const saved = readStored(StorageKeys.darkMode);
  if (saved === 'true') return 'dark';
  if (saved === 'false') return 'light';
  return null;
}

export function systemThemeMode(): ThemeMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Forced by the address, else the saved choice, else the operating system's preference (I18N-02). */
export function resolveInitialThemeMode(): ThemeMode {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return forcedThemeMode(search) ?? savedThemeMode() ?? systemThemeMode();
}

/** Written to `<html data-theme>` so that plain CSS, the e2e tests and pre-React markup can see the mode. */
export function writeThemeModeOnDocument(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}
