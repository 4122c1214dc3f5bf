export { themeActions, selectThemeMode, type ThemeState } from './theme-slice.js';
export {
  isThemeMode,
  resolveInitialThemeMode,
  forcedThemeMode,
  savedThemeMode,
  systemThemeMode,
  type ThemeMode,
} from './mode.js';
export {
  PRIMARY_COLOR,
  lightTheme,
  darkTheme,
  themeFor,
  themeCssVariables,
  type QuireTheme,
} from './tokens.js';
export { QuireThemeProvider } from './QuireThemeProvider.js';
