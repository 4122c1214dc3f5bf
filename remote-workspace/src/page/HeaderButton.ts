import styled from 'styled-components';

/** The quiet text button of the page header: add icon, add cover, page style. */
export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 28px;
  padding: 4px 8px;
  border: none;
  border-radius: var(--quire-radius-small);
  background: none;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: var(--quire-hover);
    color: var(--quire-text);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 2px;
  }

  /* A finger needs a bigger target than a pointer. */
  @media (pointer: coarse) {
    min-height: 40px;
    padding: 8px 12px;
  }
`;
