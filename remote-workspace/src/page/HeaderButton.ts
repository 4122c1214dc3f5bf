import styled from 'styled-components';

/** The quiet text button of the page header: add icon, add cover, page style. */
export const HeaderButton = styled.button`
  padding: 4px 8px;
  border: none;
  border-radius: 4px;
  background: none;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;
