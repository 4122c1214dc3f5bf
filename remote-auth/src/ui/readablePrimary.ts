import { css } from 'styled-components';

/**
 * The light theme's white on the primary colour #00BCF0 has a contrast of 2.2:1, below WCAG AA (4.5:1), so on
 * the auth screens a primary button's label takes the theme's text colour in the light theme (8:1). The dark
 * theme's own on-primary already passes. A property of the shared light tokens: drop this once
 * `--quire-on-primary` passes there.
 */
export const readablePrimary = css`
  html[data-theme='light'] & {
    --quire-on-primary: var(--quire-text);
  }
`;
