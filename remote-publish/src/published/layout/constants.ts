// The published page's layout constants (spec 000 §9); the frame's sizes are shared with the server's copy.

export {
  TOP_BAR_HEIGHT,
  THUMBNAIL_SCALE,
  CRUMB_MAX_WIDTH,
  CRUMB_TITLE_MAX_WIDTH,
  CRUMBS_SHOWN_DESKTOP,
  CRUMBS_SHOWN_MOBILE,
} from '@quire/shared/render';
/** The sidebar toggle's hover popover opens after 100 ms and closes 200 ms after the pointer left (CON-07, CON-08). */
export const HOVER_OPEN_DELAY_MS = 100;
export const HOVER_CLOSE_DELAY_MS = 200;
/** The outline popover: 268 px wide, at most 590 px high, 8 px from the window's edges, 350 ms transition (CON-03..06). */
export const POPOVER_WIDTH = 268;
export const POPOVER_MAX_HEIGHT = 590;
export const POPOVER_EDGE = 8;
export const POPOVER_TRANSITION_MS = 350;
