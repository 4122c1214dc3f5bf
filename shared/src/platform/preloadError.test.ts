import { PRELOAD_ERROR_EVENT, withPreloadError, type PreloadErrorEvent } from './preloadError.js';

describe('a lazy load that fails (spec 000 §8)', () => {
  const failure = new Error('Loading chunk 42 failed.');

  it('DLG-18 / fires a cancelable preload-error event carrying the error', async () => {
    const seen: PreloadErrorEvent[] = [];
    const listener = (event: Event) => seen.push(event as PreloadErrorEvent);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    try {
      await expect(withPreloadError(() => Promise.reject(failure))).rejects.toBe(failure);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cancelable).toBe(true);
    expect(seen[0]?.payload).toBe(failure);
  });

  it('DLG-19 / the error is rethrown unless a listener cancelled the event; cancelled, the load stays pending', async () => {
    const cancel = (event: Event) => {
      event.preventDefault();
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, cancel);
    let settled = false;
    try {
      void withPreloadError(() => Promise.reject(failure)).then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, cancel);
    }
    expect(settled).toBe(false);
  });

  it('a load that succeeds fires nothing and gives its module', async () => {
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    try {
      await expect(withPreloadError(() => Promise.resolve({ default: 'module' }))).resolves.toEqual({
        default: 'module',
      });
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
    expect(listener).not.toHaveBeenCalled();
  });
});
