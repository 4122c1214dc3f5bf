import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 8px 8px 4px;
  border: none;
  background: transparent;
  color: var(--quire-text-secondary, #646a73);
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

/** A collapsible section title of the sidebar. */
export function SectionHeader({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Header aria-expanded={open} onClick={onToggle}>
      <span aria-hidden>{open ? '▾' : '▸'}</span>
      {children}
    </Header>
  );
}
