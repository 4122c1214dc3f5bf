import type { ThemeMode } from './mode.js';

/** Theme primary colour (I18N-03). */
export const PRIMARY_COLOR = '#00BCF0';

export interface QuireTheme {
  mode: ThemeMode;
  colors: {
    primary: string;
    primaryHover: string;
    /** Text on the primary colour; dark in both themes (white on #00BCF0 is 2.2:1). */
    onPrimary: string;
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textSecondary: string;
    border: string;
    hover: string;
    /** The open page in a list (stronger than hover). */
    selected: string;
    /** A drop target or a primary-tinted highlight. */
    primarySoft: string;
    focus: string;
    success: string;
    error: string;
    /** Text on the error colour (a danger button). */
    onError: string;
    warning: string;
    info: string;
    overlay: string;
  };
  font: { family: string; mono: string; size: string };
  radius: { small: string; medium: string; large: string };
  shadow: { popover: string; dialog: string };
}

const font: QuireTheme['font'] = {
  family:
    "Poppins, Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "'Roboto Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  size: '14px',
};

const radius: QuireTheme['radius'] = { small: '4px', medium: '8px', large: '12px' };

export const lightTheme: QuireTheme = {
  mode: 'light',
  colors: {
    primary: PRIMARY_COLOR,
    primaryHover: '#00A5D4',
    onPrimary: '#1F2329',
    background: '#FFFFFF',
    surface: '#F7F8FC',
    surfaceRaised: '#FFFFFF',
    text: '#1F2329',
    textSecondary: '#646A73',
    border: '#DEE0E3',
    hover: 'rgba(31, 35, 41, 0.06)',
    selected: 'rgba(31, 35, 41, 0.08)',
    primarySoft: 'rgba(0, 188, 240, 0.15)',
    focus: 'rgba(0, 188, 240, 0.4)',
    success: '#2E9E5B',
    error: '#C62828',
    onError: '#FFFFFF',
    warning: '#D97706',
    info: PRIMARY_COLOR,
    overlay: 'rgba(0, 0, 0, 0.4)',
  },
  font,
  radius,
  shadow: {
    popover: '0 4px 16px rgba(31, 35, 41, 0.12)',
    dialog: '0 12px 40px rgba(31, 35, 41, 0.2)',
  },
};

export const darkTheme: QuireTheme = {
  mode: 'dark',
  colors: {
    primary: PRIMARY_COLOR,
    primaryHover: '#33C9F3',
    onPrimary: '#0B1620',
    background: '#1A202C',
    surface: '#232B38',
    surfaceRaised: '#2B3443',
    text: '#E2E9F2',
    textSecondary: '#A7B1BF',
    border: '#3A4556',
    hover: 'rgba(226, 233, 242, 0.08)',
    selected: 'rgba(226, 233, 242, 0.08)',
    primarySoft: 'rgba(0, 188, 240, 0.25)',
    focus: 'rgba(0, 188, 240, 0.5)',
    success: '#4CC38A',
    error: '#FF7A7E',
    onError: '#0B1620',
    warning: '#F5A524',
    info: PRIMARY_COLOR,
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  font,
  radius,
  shadow: {
    popover: '0 4px 16px rgba(0, 0, 0, 0.4)',
    dialog: '0 12px 40px rgba(0, 0, 0, 0.5)',
  },
};

export function themeFor(mode: ThemeMode): QuireTheme {
  switch (mode) {
    case 'light':
      return lightTheme;
    case 'dark':
      return darkTheme;
  }
}

/**
 * The tokens as CSS custom properties. Shared components style themselves with `var(--quire-…)` rather
 * than the styled-components theme, so that they render correctly even where no ThemeProvider is above them
 * (a remote mounted on its own, a toast portal).
 */
export function themeCssVariables(theme: QuireTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    variables[`--quire-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  variables['--quire-font-family'] = theme.font.family;
  variables['--quire-font-mono'] = theme.font.mono;
  variables['--quire-font-size'] = theme.font.size;
  variables['--quire-radius-small'] = theme.radius.small;
  variables['--quire-radius-medium'] = theme.radius.medium;
  variables['--quire-radius-large'] = theme.radius.large;
  variables['--quire-shadow-popover'] = theme.shadow.popover;
  variables['--quire-shadow-dialog'] = theme.shadow.dialog;
  return variables;
}

// Gives `props.theme` in every package's styled components the Quire tokens' type. It lives here, in the
// module that declares the tokens, so that any import of the theme's types carries it along.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends QuireTheme {}
}
