/**
 * Keeps the reader's place when a rendered block above the viewport changes height (an image loading, a code
 * block highlighted, a co-editor's edit): the page scrolls by the difference, as the browser's own scroll
 * anchoring would, which the block window turns off in the block group (it would move the page a second time
 * whenever the window moves). Observes the window's blocks with a ResizeObserver (none in jsdom: then nothing).
 */
export class PlaceKeeper {
  private readonly heights = new WeakMap<Element, number>();
  private readonly observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          this.resized(entries);
        });

  constructor(
    /** The top of the visible part of the scroller, in viewport coordinates. */
    private readonly viewportTop: () => number,
    private readonly scrollBy: (pixels: number) => void,
  ) {}

  /** Watches these elements (and no others) from now on. */
  watch(elements: readonly HTMLElement[]): void {
    if (this.observer === null) return;
    this.observer.disconnect();
    for (const element of elements) this.observer.observe(element, { box: 'border-box' });
  }

  stop(): void {
    this.observer?.disconnect();
  }

  private resized(entries: readonly ResizeObserverEntry[]): void {
    const top = this.viewportTop();
    let shift = 0;
    for (const entry of entries) {
      const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      const before = this.heights.get(entry.target);
      this.heights.set(entry.target, height);
      if (before === undefined || height === before) continue;
      // Wholly above the viewport before it changed: what the reader sees moved by the difference.
      if (entry.target.getBoundingClientRect().bottom - (height - before) <= top) shift += height - before;
    }
    if (Math.abs(shift) >= 1) this.scrollBy(shift);
  }
}
