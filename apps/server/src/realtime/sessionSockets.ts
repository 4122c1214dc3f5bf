import type { EventBus, Unsubscribe } from '../bus/index.js';

// A session that ends (sign-out, revoked by another sign-out or a password change, a refresh token used twice)
// closes the sockets it authenticated at once, on every instance: the ids travel on the bus. The periodic
// session check (QUIRE_WS_SESSION_CHECK_INTERVAL) stays as the backstop for a lost message.

const channel = 'sessions-ended';

/** Tells every instance that the sessions `sessionIds` ended. */
export function publishSessionsEnded(bus: EventBus, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return Promise.resolve();
  return bus.publish(channel, new TextEncoder().encode(JSON.stringify(sessionIds)));
}

/** The open sockets of each session on this instance, and what ends them. */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<() => void>>();

  /** `end` runs when `sessionId` ends; the returned function forgets it (the socket closed or re-authenticated). */
  add(sessionId: string, end: () => void): () => void {
    let ends = this.bySession.get(sessionId);
    if (ends === undefined) {
      ends = new Set();
      this.bySession.set(sessionId, ends);
    }
    ends.add(end);
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.bySession.get(sessionId) === ends) this.bySession.delete(sessionId);
    };
  }

  /** Listens on the bus for ended sessions. */
  listen(bus: EventBus): Promise<Unsubscribe> {
    return bus.subscribe(channel, (payload) => {
      let ids: unknown;
      try {
        ids = JSON.parse(new TextDecoder().decode(payload));
      } catch {
        return;
      }
      if (!Array.isArray(ids)) return;
      for (const id of ids) if (typeof id === 'string') this.ended(id);
    });
  }

  private ended(sessionId: string): void {
    for (const end of [...(this.bySession.get(sessionId) ?? [])]) end();
  }
}
