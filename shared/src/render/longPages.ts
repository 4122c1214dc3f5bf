/**
 * Long pages: the browser skips the layout and painting of top-level blocks far from the viewport
 * (`content-visibility: auto`), while every block stays in the DOM — so `?blockId` scrolling, find-in-page and
 * links to a block keep working, which a list that mounts only visible blocks would break. A skipped block
 * takes its last drawn height, or about two lines before it was ever drawn.
 */
export const longPageStyles =
  '.quire-document>.quire-block{content-visibility:auto;contain-intrinsic-size:auto 2.5em}';
