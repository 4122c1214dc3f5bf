import styled from 'styled-components';

/** A small square button of the top bar and the sidebar (toggle, close, theme). */
export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: var(--quire-text);
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: var(--quire-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;
