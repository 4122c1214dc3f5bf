import styled from 'styled-components';

/**
 * What went wrong, next to where it happened. The words keep the text colour on a tint of the error colour: the
 * light theme's error red on white (#E0383E, 4.4:1) is below WCAG AA for text of this size.
 */
export const Problem = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--quire-radius-medium, 8px);
  border-left: 3px solid var(--quire-error, #d32f2f);
  background: color-mix(in srgb, var(--quire-error, #d32f2f) 12%, transparent);
  color: var(--quire-text);
  text-align: start;
`;
