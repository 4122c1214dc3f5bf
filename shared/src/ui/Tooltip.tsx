import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { styled } from 'styled-components';

/** Spec 000 §9 (CON-09): a tooltip appears after the pointer or the focus has stayed 1000 ms. */
export const TOOLTIP_ENTER_DELAY_MS = 1000;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 50%;
  z-index: 30;
  max-width: 240px;
  padding: 4px 8px;
  transform: translateX(-50%);
  border-radius: var(--quire-radius-small);
  background: var(--quire-text);
  color: var(--quire-background);
  box-shadow: var(--quire-shadow-popover);
  font-size: 12px;
  font-weight: 400;
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  pointer-events: none;
`;

export interface TooltipProps {
  label: string;
  /** One element: it is described by the tooltip while it shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A short label shown under its element once the pointer rests on it, or the keyboard focus is in it, for
 * 1000 ms; it goes when the pointer leaves, the focus leaves, or on Escape.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  const showSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setShown(true);
    }, TOOLTIP_ENTER_DELAY_MS);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return (
    <Anchor
      onPointerEnter={showSoon}
      onPointerLeave={hide}
      onFocus={showSoon}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {shown ? cloneElement(children, { 'aria-describedby': id }) : children}
      {shown && (
        <Bubble role="tooltip" id={id}>
          {label}
        </Bubble>
      )}
    </Anchor>
  );
}
