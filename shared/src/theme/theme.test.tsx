import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { createAppStore, store } from '../session/store.js';
import { QuireThemeProvider } from './QuireThemeProvider.js';
import { selectThemeMode, themeActions } from './theme-slice.js';
import { PRIMARY_COLOR, darkTheme, lightTheme, themeCssVariables } from './tokens.js';

function mockSystemPreference(dark: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const dataTheme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  mockSystemPreference(false);
});

describe('initial theme', () => {
  it('I18N-02 / the first load follows the system preference and saves nothing', () => {
    mockSystemPreference(true);
    expect(selectThemeMode(createAppStore().getState())).toBe('dark');
    expect(dataTheme()).toBe('dark');
    mockSystemPreference(false);
    expect(selectThemeMode(createAppStore().getState())).toBe('light');
    expect(dataTheme()).toBe('light');
    expect(localStorage.getItem('dark-mode')).toBeNull();
  });

  it('I18N-02 CCH-19 / a saved choice under dark-mode wins over the system', () => {
    mockSystemPreference(true);
    localStorage.setItem('dark-mode', 'false');
    expect(selectThemeMode(createAppStore().getState())).toBe('light');
    mockSystemPreference(false);
    localStorage.setItem('dark-mode', 'true');
    expect(selectThemeMode(createAppStore().getState())).toBe('dark');
    localStorage.setItem('dark-mode', 'maybe');
    expect(selectThemeMode(createAppStore().getState())).toBe('light');
  });

  it('PUB-10 / ?theme= forces the mode over the saved choice and is not saved', () => {
    localStorage.setItem('dark-mode', 'false');
    window.history.replaceState(null, '', '/ns/page?theme=dark');
    expect(selectThemeMode(createAppStore().getState())).toBe('dark');
    expect(dataTheme()).toBe('dark');
    expect(localStorage.getItem('dark-mode')).toBe('false');
    window.history.replaceState(null, '', '/ns/page?theme=purple');
    expect(selectThemeMode(createAppStore().getState())).toBe('light');
  });

  it('PUB-10 / force (an address read after start) changes the mode and the page, and saves nothing', () => {
    localStorage.setItem('dark-mode', 'false');
    const fresh = createAppStore();
    fresh.dispatch(themeActions.force('dark'));
    expect(selectThemeMode(fresh.getState())).toBe('dark');
    expect(dataTheme()).toBe('dark');
    expect(localStorage.getItem('dark-mode')).toBe('false');
  });
});

describe('changing the theme', () => {
  it('KEY-02 CCH-19 / toggle flips the mode, saves dark-mode and writes <html data-theme>', () => {
    const fresh = createAppStore();
    expect(dataTheme()).toBe('light');
    fresh.dispatch(themeActions.toggle());
    expect(selectThemeMode(fresh.getState())).toBe('dark');
    expect(localStorage.getItem('dark-mode')).toBe('true');
    expect(dataTheme()).toBe('dark');
    fresh.dispatch(themeActions.toggle());
    expect(localStorage.getItem('dark-mode')).toBe('false');
    expect(dataTheme()).toBe('light');
    fresh.dispatch(themeActions.set('dark'));
    expect(localStorage.getItem('dark-mode')).toBe('true');
    expect(dataTheme()).toBe('dark');
  });
});

describe('tokens and provider', () => {
  it('I18N-01 I18N-03 / light and dark tokens share the primary colour #00BCF0', () => {
    expect(PRIMARY_COLOR).toBe('#00BCF0');
    expect(lightTheme.colors.primary).toBe('#00BCF0');
    expect(darkTheme.colors.primary).toBe('#00BCF0');
    expect(lightTheme.colors.background).not.toBe(darkTheme.colors.background);
    expect(themeCssVariables(darkTheme)['--quire-text-secondary']).toBe(darkTheme.colors.textSecondary);
  });

  function ModeProbe() {
    const theme = useTheme();
    return <span data-testid="probe">{`${theme.mode} ${theme.colors.primary}`}</span>;
  }

  it('QuireThemeProvider follows the store and writes the global style', () => {
    store.dispatch(themeActions.set('light'));
    render(
      <QuireThemeProvider>
        <ModeProbe />
      </QuireThemeProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('light #00BCF0');
    // styled-components inserts rules through the CSSOM, so they are read from the sheets, not the tags' text.
    const css = () =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .join('\n');
    expect(css()).toContain(`--quire-background: ${lightTheme.colors.background}`);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');

    act(() => {
      store.dispatch(themeActions.toggle());
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('dark #00BCF0');
    expect(css()).toContain(`--quire-background: ${darkTheme.colors.background}`);
  });
});
