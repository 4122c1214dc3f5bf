import { styled } from 'styled-components';

/** A themed native select: keeps the platform's keyboard and screen-reader behaviour, in Quire's colours. */
export const Select = styled.select`
  box-sizing: border-box;
  height: 32px;
  padding: 0 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 14px;
  cursor: pointer;

  &:focus-visible {
    border-color: var(--quire-primary);
    outline: 2px solid var(--quire-focus);
    outline-offset: 0;
  }

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
