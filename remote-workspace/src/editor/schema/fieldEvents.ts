/**
 * A block view whose text fields (a formula's TeX, a pasted URL) keep their own keys and clicks: ProseMirror
 * would otherwise read Enter or Backspace typed there as edits of the document around the block, and a click
 * on a link or button as a click selecting the block.
 */
export function keepEventsInFields<View extends { dom: HTMLElement }>(
  view: View,
): View & { stopEvent: (event: Event) => boolean } {
  return {
    ...view,
    stopEvent: (event: Event) =>
      event.target instanceof HTMLInputElement ||
      event.target instanceof HTMLTextAreaElement ||
      event.target instanceof HTMLButtonElement ||
      (event.target instanceof Element && event.target.closest('a') !== null),
  };
}
