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
