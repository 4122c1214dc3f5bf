import { css } from 'styled-components';

/**
 * Keystroke latency on long documents (issue 9). BlockNote renders every block into one contenteditable, so
 * each key made Chromium lay out, paint and hit-test the whole document. `content-visibility: auto` on the
 * top-level blocks lets Chromium skip the blocks far from the viewport while every block stays in the DOM
 * (find in page, selection, copy, screen readers, scrolling to a block keep working); a block is rendered again
 * as soon as it nears the viewport or holds the selection or the focus. Why and the figures: `PERFORMANCE.md`.
 *
 * - `contain-intrinsic-size: auto 2em`: a block never rendered counts as about one line, then its last size.
 * - The rule implies paint containment, which would clip a co-editor's name drawn above a caret on a block's
 *   first line: a block holding a co-editor's caret is left out. (`overflow-clip-margin` instead broke toggle
 *   blocks: clicks after a toggle block went astray in document-blocks.spec.)
 */
export const longDocumentStyles = css`
  .bn-editor > .bn-block-group > .bn-block-outer:not(:has(.quire-remote-caret)) {
    content-visibility: auto;
    contain-intrinsic-size: auto 2em;
  }
`;
