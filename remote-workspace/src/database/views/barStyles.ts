import styled from 'styled-components';

// The filter and sort bars' pieces (the toolbar's chip and button look).

export const Chip = styled.span`
  display: inline-flex;
  gap: 4px;
  align-items: center;
  padding: 2px 4px 2px 8px;
  border: 1px solid var(--quire-border);
  border-radius: 999px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

export const ChipButton = styled.button`
  padding: 0 4px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
  }
`;

export const Tool = styled.button`
  padding: 4px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
  }
`;

export const Group = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  padding: 2px 6px;
  border: 1px dashed var(--quire-border);
  border-radius: var(--quire-radius-medium);
`;

export const Picker = styled.select`
  padding: 2px 4px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 12px;
`;

export const ValueInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 4px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

export const EditorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 4px;
`;
