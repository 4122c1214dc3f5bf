import { indexAt, prefixSums, windowAround, windowAt, windowStyle } from './blockWindow';

const root = '.bn-editor[data-quire-window="1"]';

describe('the arithmetic of the long document’s block window', () => {
  it('places each block at the sum of the heights before it, and finds the block at an offset', () => {
    const prefix = prefixSums([10, 20, 30]);
    expect([...prefix]).toEqual([0, 10, 30, 60]);
    expect([-5, 0, 9.9, 10, 29, 30, 59, 1000].map((y) => indexAt(prefix, y))).toEqual([
      0, 0, 0, 1, 1, 2, 2, 2,
    ]);
  });

  it('covers the offsets asked for, and never fewer blocks than the minimum', () => {
    const prefix = prefixSums(Array.from({ length: 100 }, () => 10));
    expect(windowAround(prefix, 200, 400, 5)).toEqual({ start: 20, end: 40 });
    expect(windowAround(prefix, 500, 505, 10)).toEqual({ start: 45, end: 54 });
    expect(windowAround(prefix, 0, 5, 10)).toEqual({ start: 0, end: 9 });
    expect(windowAround(prefixSums([10, 10]), 0, 5, 10)).toEqual({ start: 0, end: 1 });
  });

  it('centres a window on a block, inside the document', () => {
    expect(windowAt(50, 100, 20)).toEqual({ start: 40, end: 59 });
    expect(windowAt(2, 100, 20)).toEqual({ start: 0, end: 19 });
    expect(windowAt(99, 100, 20)).toEqual({ start: 80, end: 99 });
  });

  it('hides the blocks outside the window and gives their room back above and below it', () => {
    const prefix = prefixSums(Array.from({ length: 10 }, () => 30));
    const sheet = windowStyle(root, { start: 3, end: 5 }, [], prefix);
    expect(sheet).toContain(
      `${root} > .bn-block-group > .bn-block-outer:not(:nth-child(n+4 of .bn-block-outer):nth-last-child(n+5 of .bn-block-outer)) { display: none !important; }`,
    );
    expect(sheet).toContain(
      `${root} > .bn-block-group > .bn-block-outer:nth-child(4 of .bn-block-outer) { margin-top: 90px !important; }`,
    );
    expect(sheet).toContain(
      `${root} > .bn-block-group::after { content: ''; display: block; height: 120px; }`,
    );
    expect(sheet.startsWith('@media screen {')).toBe(true);
  });

  it('keeps a pinned block outside the window rendered, where the model puts it', () => {
    const prefix = prefixSums(Array.from({ length: 10 }, () => 30));
    const sheet = windowStyle(root, { start: 3, end: 5 }, [0, 4, 8], prefix);
    expect(sheet).toContain(
      ':nth-last-child(n+5 of .bn-block-outer), :nth-child(1 of .bn-block-outer), :nth-last-child(2 of .bn-block-outer))',
    );
    // Block 0 has nothing hidden above it; the window starts 2 blocks after it, block 8 two after the window.
    expect(sheet).not.toContain('nth-child(1 of .bn-block-outer) { margin-top');
    expect(sheet).toContain('nth-child(4 of .bn-block-outer) { margin-top: 60px');
    // Blocks after the window are counted from the last: an insertion inside the window leaves their rules.
    expect(sheet).toContain('nth-last-child(2 of .bn-block-outer) { margin-top: 60px');
    expect(sheet).toContain('height: 30px;');
  });
});
