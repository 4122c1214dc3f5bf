import { useEffect, useRef, useState } from 'react';
import { resolveValue, type Toast } from 'react-hot-toast';
import { styled } from 'styled-components';
import type { ToastVariant } from './notify.js';

const accents: Record<ToastVariant, string> = {
  success: 'var(--quire-success, #2E9E5B)',
  error: 'var(--quire-error, #c62828)',
  warning: 'var(--quire-warning, #D97706)',
  info: 'var(--quire-info, #00BCF0)',
  default: 'var(--quire-border, #DEE0E3)',
};

const symbols: Record<ToastVariant, string> = {
  success: '✓',
  error: '!',
  warning: '!',
  info: 'i',
  default: '',
};

const Item = styled.div<{ $accent: string }>`
  pointer-events: auto;
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 220px;
  max-width: min(420px, calc(100vw - 32px));
  padding: 10px 36px 10px 12px;
  border-radius: var(--quire-radius-medium, 8px);
  border-left: 4px solid ${({ $accent }) => $accent};
  background: var(--quire-surface-raised, #fff);
  color: var(--quire-text, #1f2329);
  box-shadow: var(--quire-shadow-popover, 0 4px 16px rgba(31, 35, 41, 0.12));
  font-family: var(--quire-font-family, sans-serif);
  font-size: 14px;
  line-height: 1.4;
  word-break: break-word;
`;

const Badge = styled.span<{ $accent: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ $accent }) => $accent};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
`;

const Close = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  width: 24px;
  height: 24px;
  border: none;
  border-radius: var(--quire-radius-small, 4px);
  background: transparent;
  color: var(--quire-text-secondary, #646a73);
  cursor: pointer;
  font-size: 16px;
  line-height: 1;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover, rgba(31, 35, 41, 0.06));
    outline: none;
  }
`;

interface Props {
  shown: Toast;
  variant: ToastVariant;
  closeLabel: string;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** One toast; its close button appears while it is hovered or focused (DLG-07), and hovering pauses its timer. */
export function ToastItem({ shown, variant, closeLabel, onClose, onPause, onResume }: Props) {
  const [active, setActive] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ onPause, onResume });
  latest.current = { onPause, onResume };

  // The native, non-bubbling mouseenter/mouseleave: React's emulated pair also fires when the pointer moves
  // onto the close button inside the toast, which would hide the button it is moving to.
  useEffect(() => {
    const node = element.current;
    if (node === null) return;
    const enter = () => {
      setActive(true);
      latest.current.onPause();
    };
    const leave = () => {
      setActive(false);
      latest.current.onResume();
    };
    node.addEventListener('mouseenter', enter);
    node.addEventListener('mouseleave', leave);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
    };
  }, []);

  const accent = accents[variant];
  return (
    <Item
      ref={element}
      $accent={accent}
      data-testid="quire-toast"
      data-variant={variant}
      {...shown.ariaProps}
      onFocus={() => {
        setActive(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
      }}
    >
      {symbols[variant] !== '' && (
        <Badge $accent={accent} aria-hidden="true">
          {symbols[variant]}
        </Badge>
      )}
      <span>{resolveValue(shown.message, shown)}</span>
      {active && (
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </Close>
      )}
    </Item>
  );
}
