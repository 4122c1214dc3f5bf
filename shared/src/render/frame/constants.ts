// The published page's frame sizes (spec 000 §9), for the publish remote and the server's copy alike.

export const TOP_BAR_HEIGHT = 48;
/** Page content at most 988 px wide. */
export const CONTENT_MAX_WIDTH = 988;
/** Thumbnail mode: a third of the size (PUB-04). */
export const THUMBNAIL_SCALE = 1 / 3;
/** Breadcrumb: a crumb at most 160 px wide, the page's own title at most 250 px (NAV-06, NAV-07). */
export const CRUMB_MAX_WIDTH = 160;
export const CRUMB_TITLE_MAX_WIDTH = 250;
/** Crumbs shown in full before the middle ones fold into a menu: 2 on desktop, 1 on mobile (NAV-01..04). */
export const CRUMBS_SHOWN_DESKTOP = 2;
export const CRUMBS_SHOWN_MOBILE = 1;
