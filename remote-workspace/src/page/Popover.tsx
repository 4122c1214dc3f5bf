import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

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
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    // The anchor (the popover's parent) holds the button that toggles it: a press there is that button's.
    const outside = (event: PointerEvent) => {
      const anchor = panel.current?.parentElement ?? panel.current;
      if (event.target instanceof Node && anchor?.contains(event.target) !== true) close.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    // Registered after the click that opened it has finished, so that click does not close it again.
    const timer = setTimeout(() => {
      document.addEventListener('pointerdown', outside);
    });
    document.addEventListener('keydown', escape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  return (
    <Panel ref={panel} role="dialog" aria-label={label} data-testid={testId} style={placement}>
      {children}
    </Panel>
  );
}
