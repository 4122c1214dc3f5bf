/** At most this many frames (about a second) of keeping the block in place while the page settles. */
const settleFrames = 60;
/** What the reader does that ends it: their scrolling wins. */
const readerInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `block` to the middle of the window (`?blockId`, PUB-06) and keeps it there while the page settles.
 * Top-level blocks far from the viewport are skipped by the browser (`content-visibility: auto`, shared's
 * `longPageStyles`) and count with an estimated height until drawn, so the first scroll lands where the
 * estimate put the block; once the blocks around the landing place are drawn at their real height the block
 * has moved, and it is scrolled to again, frame after frame, until it stays put (or the reader scrolls).
 * Returns what stops it.
 */
export function scrollToBlock(block: HTMLElement): () => void {
  let frames = 0;
  let still = 0;
  let handle = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(handle);
    for (const type of readerInput) window.removeEventListener(type, stop);
  };
  const scroll = () => {
    block.scrollIntoView({ block: 'center' });
    return block.getBoundingClientRect().top;
  };
  let landed = scroll();
  const settle = () => {
    if (stopped) return;
    frames += 1;
    if (Math.abs(block.getBoundingClientRect().top - landed) >= 1) {
      landed = scroll();
      still = 0;
    } else {
      still += 1;
    }
    // Two frames in place: settled.
    if (still >= 2 || frames >= settleFrames) stop();
    else handle = requestAnimationFrame(settle);
  };
  if (typeof requestAnimationFrame === 'function') {
    for (const type of readerInput) window.addEventListener(type, stop, { passive: true });
    handle = requestAnimationFrame(settle);
  }
  return stop;
}
