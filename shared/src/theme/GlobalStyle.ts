import { createGlobalStyle } from 'styled-components';
import { documentCss } from '../render/frame/baseCss.js';
import type { QuireTheme } from './tokens.js';

export const QuireGlobalStyle = createGlobalStyle<{ $tokens: QuireTheme }>`
  ${({ $tokens }) => documentCss($tokens)}
`;
