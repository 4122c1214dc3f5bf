// A page the person has just made (the sidebar's "New page"): when it opens, its title takes the first
// keystrokes (issue 27: they went nowhere). Noted by whoever creates and opens it, taken once by the title.

let pending: string | null = null;

/** Marks `viewId` as just made: the next title shown for it takes focus. */
export function noteNewPage(viewId: string): void {
  pending = viewId;
}

/** Whether `viewId` was just made; answers true once, so a later visit to the page leaves focus alone. */
export function takeNewPage(viewId: string): boolean {
  if (pending !== viewId) return false;
  pending = null;
  return true;
}
