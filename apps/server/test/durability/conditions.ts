// Small tools of the durability test: a seeded random source (a failing run can be replayed), waits for
// conditions (never a fixed sleep), and a gate the clients wait at while the server is down.

/** mulberry32: a tiny, good-enough seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves once `condition()` holds (checked every 10 ms); fails after `timeoutMs` with `state()` in the message. */
export async function until(
  condition: () => boolean,
  what: string,
  state: () => unknown = () => '',
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out (${timeoutMs} ms) waiting for ${what}; ${JSON.stringify(state())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits `ms`: only to pick a random moment (of a crash), never to let something happen. */
export function randomMoment(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Open: `wait()` resolves at once; closed: it resolves when the gate opens again. */
export class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  wait(): Promise<void> {
    return this.opened;
  }

  close(): void {
    if (this.release !== undefined) return;
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  open(): void {
    this.release?.();
    this.release = undefined;
  }
}
