/**
 * A lazily loaded script that fails to arrive (spec 000 §8, DLG-18 / DLG-19): a cancelable `preload-error`
 * event is dispatched on `window` with the error as its `payload`; the error is then rethrown unless a listener
 * cancelled the event (`preventDefault()`), in which case that listener has taken over — typically by
 * reloading the page after a new release renamed the chunks — and the load stays pending instead of failing.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorEvent extends Event {
  readonly payload: unknown;
}

/** Dispatches the event for `error`; true when a listener cancelled it. */
export function dispatchPreloadError(
  error: unknown,
  target: EventTarget | undefined = pageTarget(),
): boolean {
  if (target === undefined) return false;
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error });
  return !target.dispatchEvent(event);
}

/** Runs a lazy load; a failure goes through the preload-error event first. */
export function withPreloadError<T>(load: () => Promise<T>, target?: EventTarget): Promise<T> {
  return load().catch((error: unknown) => {
    if (dispatchPreloadError(error, target ?? pageTarget())) return new Promise<T>(() => undefined);
    throw error;
  });
}

function pageTarget(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
