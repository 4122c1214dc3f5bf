import { css } from 'styled-components';

/**
 * Keystroke latency on long documents (issue 9). BlockNote renders every block into one contenteditable, so
 * each key made Chromium lay out, paint and hit-test the whole document (p50 63–82 ms a key at 5,000 blocks
 * here, most of it not script). `content-visibility: auto` on the top-level blocks lets Chromium skip the
 * layout and painting of blocks far from the viewport while every block stays in the DOM: the browser's find
 * in page, selection, copy, screen readers and scrolling to a block keep working, and a block becomes
 * rendered again as soon as it nears the viewport or holds the selection or the focus.
 *
 * - `contain-intrinsic-size: auto 2em`: a block never rendered yet counts as about one line; once it has been
 *   rendered its last size is remembered, so the scrollbar settles instead of jumping back.
 * - The rule implies paint containment, which clips what a block draws outside its box: a co-editor's name
 *   above a caret on a block's first line, a list marker or a handle in the indentation. The clip margin
 *   keeps that much overflow visible (measured in `PERFORMANCE.md`).
 */
export const longDocumentStyles = css`
  .bn-editor > .bn-block-group > .bn-block-outer {
    content-visibility: auto;
    contain-intrinsic-size: auto 2em;
    overflow-clip-margin: 32px;
  }
`;
