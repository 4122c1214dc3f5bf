// The theme's tokens are plain data (no DOM, no store, no styled-components at run time): the one part of the
// theme the render entry reads, so that the server's page and the app are drawn with the same values.
// eslint-disable-next-line no-restricted-imports -- plain data (above)
import { themeCssVariables, type QuireTheme } from '../../theme/tokens.js';

/**
 * The page's base rules for a theme — its custom properties on `:root`, box-sizing, the body's margin, colours
 * and font: the app's global style (theme/GlobalStyle) and the server's published page use the same ones, so a
 * page drawn by the server is laid out as the app then draws it.
 */
export function documentCss(theme: QuireTheme): string {
  const variables = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
  return `
  :root {
    ${variables}
    color-scheme: ${theme.mode};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
`;
}
