// What the database bench installs in a page before its scripts run, the same in Quire and in the floor: both
// draw `[role=grid]` with `[role=rowgroup] > [role=row][data-index]` rows whose first `[role=gridcell]` is the
// primary field. Every time ends at a task after the next animation frame once the rows show what is expected
// (the frame that paints them has then been produced).
/* global window, document, requestAnimationFrame, MutationObserver, getComputedStyle */

export function installProbes() {
  const bench = {};
  window.__bench = bench;
  const rowAt = (index) =>
    document.querySelector(`[role=grid] [role=rowgroup] > [role=row][data-index="${index}"]`);
  const nameAt = (index) => rowAt(index)?.querySelector('[role=gridcell]')?.textContent?.trim() ?? '';
  bench.nameAt = nameAt;
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });

  // Opening: navigation start (0) to the first row painted with its name.
  const observer = new MutationObserver(() => {
    if (bench.firstRowMs !== undefined || nameAt(0) === '') return;
    bench.firstRowMs = -1;
    observer.disconnect();
    afterPaint((now) => (bench.firstRowMs = now));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });

  // A timed action: armed before it, from the next `type` event's timestamp until the first row's name
  // includes `expected` (checked every frame), then painted.
  bench.arm = (type, expected) => {
    bench.pending = new Promise((resolve) => {
      let start;
      const onEvent = (event) => {
        if (start === undefined) start = event.timeStamp;
      };
      window.addEventListener(type, onEvent, true);
      const giveUp = performance.now() + 30_000;
      const check = () => {
        if (start !== undefined && nameAt(0).includes(expected)) {
          window.removeEventListener(type, onEvent, true);
          afterPaint((now) => resolve(now - start));
        } else if (performance.now() > giveUp) {
          window.removeEventListener(type, onEvent, true);
          resolve(`timed out: the first row shows "${nameAt(0)}", expected "${expected}"`);
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  };

  // Frame times: the deltas between animation frames while `running`.
  bench.startFrames = () => {
    const deltas = [];
    let last;
    bench.frames = deltas;
    bench.framing = true;
    const tick = (now) => {
      if (last !== undefined) deltas.push(now - last);
      last = now;
      if (bench.framing) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  bench.stopFrames = () => {
    bench.framing = false;
    return bench.frames;
  };

  // Keystroke to paint: each keydown's timestamp to a task after the next animation frame.
  bench.startKeys = () => {
    const samples = [];
    bench.keys = samples;
    document.addEventListener(
      'keydown',
      (event) => {
        if (!bench.keying) return;
        const start = event.timeStamp;
        afterPaint((now) => samples.push(now - start));
      },
      true,
    );
    bench.keying = true;
  };

  /** The element that scrolls the grid's rows (Quire's and the floor's each have one). */
  bench.scroller = () => {
    for (
      let element = document.querySelector('[role=grid]');
      element !== null;
      element = element.parentElement
    ) {
      const { overflowY } = getComputedStyle(element);
      if ((overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight)
        return element;
    }
    return document.scrollingElement;
  };
}
