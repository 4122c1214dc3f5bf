import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../ui/useDismiss';

const Panel = styled.div`
  position: absolute;
  z-index: 20;
  min-width: 220px;
  max-width: min(420px, calc(100vw - 16px));
  padding: 12px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  box-shadow: var(--quire-shadow-popover);
`;

interface Props {
  testId: string;
  label: string;
  onClose: () => void;
  /** Where it sits inside its positioned parent. */
  placement?: { top?: string; right?: string; left?: string; bottom?: string };
  children: ReactNode;
}

/** A small panel of the page header's menus: Escape and a press outside its anchor close it. */
export function Popover({ testId, label, onClose, placement, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, onClose);

  return (
    <Panel ref={panel} role="dialog" aria-label={label} data-testid={testId} style={placement}>
      {children}
    </Panel>
  );
}
