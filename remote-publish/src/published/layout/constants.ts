// The published page's layout constants (spec 000 §9).

/** The sidebar toggle's hover popover opens after 100 ms and closes 200 ms after the pointer left (CON-07, CON-08). */
export const HOVER_OPEN_DELAY_MS = 100;
export const HOVER_CLOSE_DELAY_MS = 200;
/** The outline popover: 268 px wide, at most 590 px high, 8 px from the window's edges, 350 ms transition (CON-03..06). */
export const POPOVER_WIDTH = 268;
export const POPOVER_MAX_HEIGHT = 590;
export const POPOVER_EDGE = 8;
export const POPOVER_TRANSITION_MS = 350;
/** Breadcrumb: a crumb at most 160 px wide, the page's own title at most 250 px (NAV-06, NAV-07). */
export const CRUMB_MAX_WIDTH = 160;
export const CRUMB_TITLE_MAX_WIDTH = 250;
/** Crumbs shown in full before the middle ones fold into a menu: 2 on desktop, 1 on mobile (NAV-01..04). */
export const CRUMBS_SHOWN_DESKTOP = 2;
export const CRUMBS_SHOWN_MOBILE = 1;
export const TOP_BAR_HEIGHT = 48;
/** Thumbnail mode: a third of the size, the document's first 10 top-level blocks (PUB-04). */
export const THUMBNAIL_SCALE = 1 / 3;
export const THUMBNAIL_BLOCK_LIMIT = 10;
