import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a menu or popover the way people expect: on Escape, and on a press anywhere outside its anchor (the
 * panel's parent, which holds the button that toggles it, so a press on that button stays the button's).
 * Listening for presses starts after the press that opened it has finished, so that press does not close it.
 */
export function useDismiss(panel: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const anchor = panel.current?.parentElement ?? panel.current;
      if (event.target instanceof Node && anchor?.contains(event.target) !== true) dismiss.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismiss.current();
    };
    const timer = setTimeout(() => {
      document.addEventListener('pointerdown', outside);
    });
    document.addEventListener('keydown', escape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [panel]);
}
