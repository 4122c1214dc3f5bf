import { styled } from 'styled-components';

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  width: 6px;
  height: 100%;
  cursor: col-resize;
  touch-action: none;

  &:hover,
  &:focus-visible {
    background: var(--quire-primary);
    opacity: 0.4;
    outline: none;
  }
`;

/** How far one arrow key moves the drawer's edge. */
export const DRAWER_KEY_STEP = 16;

export interface DrawerResizeHandleProps {
  width: number;
  /** Called with the width asked for (not yet clamped: the drawer rules do that). */
  onResize: (width: number) => void;
  /** The handle's accessible name, translated by the caller. */
  label: string;
  'data-testid'?: string;
  /** The drawer's left edge in the window, read at each move (0 for a drawer at the window's edge). */
  left?: () => number;
  className?: string;
}

/**
 * The right edge of a left drawer (the workspace's sidebar, a published page's tree): dragging it resizes the
 * drawer, and so do the arrow keys once it has focus (a vertical separator with its value).
 */
export function DrawerResizeHandle({
  width,
  onResize,
  label,
  left,
  className,
  ...rest
}: DrawerResizeHandleProps) {
  return (
    <Handle
      className={className}
      data-testid={rest['data-testid']}
      role="separator"
      aria-orientation="vertical"
      aria-valuenow={width}
      aria-label={label}
      tabIndex={0}
      onPointerDown={(event) => {
        event.preventDefault();
        const onMove = (move: PointerEvent) => {
          onResize(move.clientX - (left?.() ?? 0));
        };
        const onUp = () => {
          window.removeEventListener('pointermove', onMove);
          window.removeEventListener('pointerup', onUp);
        };
        window.addEventListener('pointermove', onMove);
        window.addEventListener('pointerup', onUp);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') onResize(width - DRAWER_KEY_STEP);
        if (event.key === 'ArrowRight') onResize(width + DRAWER_KEY_STEP);
      }}
    />
  );
}
