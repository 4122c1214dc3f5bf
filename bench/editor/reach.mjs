// Brings a block into view as a reader does, with the mouse wheel over the page: Quire's editor renders only the
// blocks near the viewport on a long document (a far block is not displayed until one scrolls to it), so
// Playwright's `scrollIntoViewIfNeeded` cannot reach it. Scrolls down, then back up, until `target` is visible.
import { setTimeout as sleep } from 'node:timers/promises';

export async function wheelTo(page, target, { step = 2000, turns = 120 } = {}) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (const direction of [1, -1]) {
    for (let turn = 0; turn < turns; turn += 1) {
      if (await target.isVisible()) return target.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, direction * step);
      await sleep(50);
    }
  }
  throw new Error('the block never came into view');
}
