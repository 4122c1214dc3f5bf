import { css } from 'styled-components';
import { remoteCaretBlockClass } from '../presence/presencePlugin';
import { windowedAttribute } from './blockWindow';
import { caretBlockClass } from './caretBlocks';

/**
 * Keystroke latency on long documents (issue 9). BlockNote renders every block into one contenteditable, so
 * each key made Chromium lay out, paint and hit-test the whole document. `content-visibility: auto` on the
 * top-level blocks lets Chromium skip the blocks far from the viewport while every block stays in the DOM
 * (find in page, selection, copy, screen readers, scrolling to a block keep working). Why and the figures:
 * `../PERFORMANCE.md`.
 *
 * - Left out: the blocks around this client's selection (`caretBlockClass`): a key typed into a block Enter
 *   has just made, while Chromium still skips it, was inserted out of order or lost.
 * - Left out: a block holding a co-editor's caret (`remoteCaretBlockClass`, a class: `:has()` here made Chromium
 *   search every top-level block's subtree whenever the block group was restyled): paint containment would clip
 *   their name drawn above it.
 * - Not in a windowed document (`windowedAttribute`): the block window decides what is rendered there.
 * - `contain-intrinsic-size: auto 2em`: a block never rendered counts as about one line, then its last size.
 * - No `overflow-clip-margin`.
 * - The caret's blocks are stacked above their siblings (`z-index: 1`): Chromium hit-tests the resting pointer
 *   after every layout, walking the top-level blocks' paint layers from the last one; the pointer usually rests
 *   where one clicked to type, and a block stacked above the others is tested first.
 */
export const longDocumentStyles = css`
  .bn-editor:not([${windowedAttribute}])
    > .bn-block-group
    > .bn-block-outer:not(.${caretBlockClass}):not(.${remoteCaretBlockClass}) {
    content-visibility: auto;
    contain-intrinsic-size: auto 2em;
  }

  .bn-editor > .bn-block-group > .bn-block-outer.${caretBlockClass} {
    position: relative;
    z-index: 1;
  }
`;
