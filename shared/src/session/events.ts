/** Session events of spec 001 §4. */
export type SessionEventName = 'session_expired' | 'session_refresh' | 'session_invalid' | 'session_valid';

type Listener = () => void;

const listeners = new Map<SessionEventName, Set<Listener>>();

export const sessionEvents = {
  /** Subscribes to one event; returns the unsubscribe function. */
  on(name: SessionEventName, listener: Listener): () => void {
    let set = listeners.get(name);
    if (set === undefined) {
      set = new Set();
      listeners.set(name, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },

  emit(name: SessionEventName): void {
    // A copy, so that a listener that unsubscribes while being called does not skip its neighbours.
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener();
      } catch (error) {
        // One broken listener must not stop the others from learning that the session changed.
        console.error(`session event listener for ${name} failed`, error);
      }
    }
  },
};
