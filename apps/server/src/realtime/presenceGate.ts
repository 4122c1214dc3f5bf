import { AppError } from '@quire/shared/errors';
import { readAwarenessUpdate, type AwarenessEntry } from '../collab/presence.js';
import { RateWindow } from './rateWindow.js';

// Presence is relayed to every subscriber of a collab and never stored, so what one connection may send is
// bounded here, before anything is applied or relayed (docs/realtime.md, "Limits"). A browser tab speaks for one
// client id per collab with a state of a few hundred bytes (shared/src/realtime/presence.ts), several times a
// second at most: these bounds leave it ample room and stop a flood of made-up clients.

/** Client ids one awareness update may speak for (a browser's speaks for its own only). */
export const maxAwarenessClientsPerUpdate = 4;
/** Client ids one connection may speak for on one collab at once (ids whose state it removed no longer count). */
export const maxAwarenessClientsPerConnection = 8;
/** Bytes of one client's JSON state (a browser's: a user id, name and colour and a cursor, under 1 KB). */
export const maxAwarenessStateBytes = 2048;
/** Awareness bytes one connection may send per second, all its collabs together. */
export const awarenessBytesPerSecond = 64 * 1024;

/** One connection's awareness budget: updates per second (as writes), bytes per second, and the bounds above. */
export class PresenceGate {
  private readonly updates: RateWindow;
  private readonly bytes: RateWindow;

  constructor(updatesPerSecond: number, now: () => number = Date.now) {
    this.updates = new RateWindow(updatesPerSecond, now);
    this.bytes = new RateWindow(awarenessBytesPerSecond, now);
  }

  /**
   * The entries of `payload` if this connection, which speaks for `held` on the collab, may have it relayed;
   * else throws: PayloadTooLarge (too many clients or too big a state), TooManyRequests (one client too many for
   * the connection, or over the rate), DecodeUpdateError (malformed). An update over the bounds counts against no rate.
   */
  admit(payload: Uint8Array, held: ReadonlySet<number>): AwarenessEntry[] {
    const entries = readAwarenessUpdate(payload, {
      maxClients: maxAwarenessClientsPerUpdate,
      maxStateBytes: maxAwarenessStateBytes,
    });
    const after = new Set(held);
    for (const entry of entries) {
      if (entry.removed) after.delete(entry.client);
      else after.add(entry.client);
    }
    if (after.size > maxAwarenessClientsPerConnection) {
      throw new AppError(
        'TooManyRequests',
        `One connection can speak for at most ${maxAwarenessClientsPerConnection} awareness clients of a collab`,
      );
    }
    if (!this.updates.take()) {
      throw new AppError('TooManyRequests', 'Too many awareness updates', { retryAfterSeconds: 1 });
    }
    if (!this.bytes.take(payload.byteLength)) {
      throw new AppError(
        'TooManyRequests',
        `At most ${awarenessBytesPerSecond} bytes of awareness per second on one connection`,
        { retryAfterSeconds: 1 },
      );
    }
    return entries;
  }
}
