// The sidebar drawer's size rules (spec 000 §4, §9), as pure functions of the window width so they are testable
// alone. The workspace's drawer and the published page's drawer follow the same ones.

export const DEFAULT_DRAWER_WIDTH = 268;
/** The content keeps at least this much room: the drawer closes, and stops growing, at this gap. */
export const AUTO_CLOSE_GAP = 768;

/** Between min(268, a quarter of the window) and max(268, half of the window) (ST-08). */
export function drawerWidthBounds(windowWidth: number): { min: number; max: number } {
  return {
    min: Math.min(DEFAULT_DRAWER_WIDTH, windowWidth / 4),
    max: Math.max(DEFAULT_DRAWER_WIDTH, windowWidth / 2),
  };
}

export function clampDrawerWidth(width: number, windowWidth: number): number {
  const { min, max } = drawerWidthBounds(windowWidth);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/**
 * The width a drag asks for, or null when it must not apply: resizing works only while the window stays more
 * than 768 px wider than the drawer (ST-09).
 */
export function resizedDrawerWidth(requested: number, windowWidth: number): number | null {
  const width = clampDrawerWidth(requested, windowWidth);
  return windowWidth - width > AUTO_CLOSE_GAP ? width : null;
}

/** The window minus the drawer is at most 768 px: the drawer closes (ST-10). */
export function drawerMustClose(windowWidth: number, drawerWidth: number): boolean {
  return windowWidth - drawerWidth <= AUTO_CLOSE_GAP;
}

/**
 * The widest window in which a drawer saved at `width` is shut by these rules (its width clamped to the window,
 * then ST-10): narrower windows shut it too, wider ones show it. The server's copy of a published page shuts
 * its drawer with a media query at this width, as `useDrawer` would.
 */
export function widestShutWindow(width: number): number {
  // Window minus clamped width grows with the window, so the shut windows are those up to one width.
  let low = 0;
  let high = Math.ceil(4 * Math.max(width, DEFAULT_DRAWER_WIDTH) + 4 * AUTO_CLOSE_GAP);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (drawerMustClose(middle, clampDrawerWidth(width, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}
