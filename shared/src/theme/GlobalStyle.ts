import { createGlobalStyle } from 'styled-components';
import { themeCssVariables, type QuireTheme } from './tokens.js';

function declarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

export const QuireGlobalStyle = createGlobalStyle<{ $tokens: QuireTheme }>`
  :root {
    ${({ $tokens }) => declarations(themeCssVariables($tokens))}
    color-scheme: ${({ $tokens }) => $tokens.mode};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    background: ${({ $tokens }) => $tokens.colors.background};
    color: ${({ $tokens }) => $tokens.colors.text};
    font-family: ${({ $tokens }) => $tokens.font.family};
    font-size: ${({ $tokens }) => $tokens.font.size};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
`;
