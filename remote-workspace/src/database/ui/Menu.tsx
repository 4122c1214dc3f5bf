import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../../ui/useDismiss';

const Panel = styled.div`
  position: fixed;
  z-index: 50;
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  max-height: min(420px, calc(100vh - 16px));
  padding: 4px;
  overflow: auto;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  box-shadow: var(--quire-shadow-popover);
  font-size: 14px;
`;

export const MenuItem = styled.button.attrs<{ role?: string }>((props) => ({
  type: 'button',
  role: props.role ?? 'menuitem',
}))<{ $danger?: boolean }>`
  display: flex;
  gap: 8px;
  align-items: center;
  width: 100%;
  padding: 6px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: ${(props) => (props.$danger === true ? 'var(--quire-error)' : 'inherit')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
    outline: none;
  }

  &[aria-checked='true'] {
    color: var(--quire-primary);
  }
`;

export const MenuSeparator = styled.hr`
  margin: 4px 0;
  border: 0;
  border-top: 1px solid var(--quire-border);
`;

interface Props {
  label: string;
  /** The element the menu opens under (a header cell, a row handle, a button). */
  anchor: HTMLElement;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A menu opened from a button: placed under its anchor in the viewport (so the grid's scrolling box does not
 * clip it), closed by Escape or a press outside, its items reached with the arrow keys.
 */
export function Menu({ label, anchor, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, onClose);
  const rect = anchor.getBoundingClientRect();
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[role=menuitem], input')?.focus();
  }, []);
  return (
    <Panel
      ref={panel}
      role="menu"
      aria-label={label}
      style={{ top: Math.round(rect.bottom + 4), left: Math.round(Math.max(8, rect.left)) }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        const items = [...(panel.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
        if (items.length === 0) return;
        event.preventDefault();
        const current = items.indexOf(document.activeElement as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        items[(current + step + items.length) % items.length]?.focus();
      }}
    >
      {children}
    </Panel>
  );
}
