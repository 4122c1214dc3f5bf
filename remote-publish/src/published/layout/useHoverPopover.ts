import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from './constants';

export interface HoverPopover {
  open: boolean;
  /** For the trigger and the popover alike: moving from one to the other keeps it open. */
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  close: () => void;
}

/**
 * A popover opened by hovering: it opens 100 ms after the pointer arrives and closes 200 ms after it left
 * both the trigger and the popover (CON-07, CON-08), so a pass over the trigger does not flash it open.
 */
export function useHoverPopover(enabled: boolean): HoverPopover {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const later = useCallback(
    (next: boolean, delay: number) => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpen(next);
      }, delay);
    },
    [clear],
  );

  const onMouseEnter = useCallback(() => {
    if (enabled) later(true, HOVER_OPEN_DELAY_MS);
  }, [enabled, later]);
  const onMouseLeave = useCallback(() => {
    later(false, HOVER_CLOSE_DELAY_MS);
  }, [later]);
  const close = useCallback(() => {
    clear();
    setOpen(false);
  }, [clear]);

  useEffect(() => {
    if (!enabled) close();
  }, [enabled, close]);
  useEffect(() => clear, [clear]);

  return { open: open && enabled, onMouseEnter, onMouseLeave, close };
}
