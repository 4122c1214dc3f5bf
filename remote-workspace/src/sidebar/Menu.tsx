import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../ui/useDismiss';

const Panel = styled.div`
  position: absolute;
  z-index: 20;
  top: 100%;
  right: 0;
  min-width: 180px;
  padding: 4px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
  background: var(--quire-surface-raised, #fff);
  box-shadow: var(--quire-shadow-dialog, 0 4px 16px rgba(31, 35, 41, 0.15));
`;

export const MenuItem = styled.button.attrs({ type: 'button', role: 'menuitem' })`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 6px 8px;
  border: none;
  border-radius: var(--quire-radius-small, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover, rgba(31, 35, 41, 0.06));
    outline: none;
  }
`;

export interface MenuProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/** A small popover menu: closes on Escape and on a press outside it and its button. */
export function Menu({ label, onClose, children, testId }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, onClose);
  return (
    <Panel ref={ref} role="menu" aria-label={label} data-testid={testId}>
      {children}
    </Panel>
  );
}
