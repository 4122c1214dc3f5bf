import type { BusHandler } from './types.js';

/** Handlers per channel, shared by both bus implementations. */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  /** Adds a handler; true when it is the channel's first. */
  add(channel: string, handler: BusHandler): boolean {
    let handlers = this.byChannel.get(channel);
    const first = handlers === undefined;
    if (handlers === undefined) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (handlers === undefined) return false;
    handlers.delete(handler);
    if (handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  /** Calls every handler with its own copy, so one handler cannot alter what the next one sees. */
  deliver(channel: string, payload: Uint8Array, onError: (error: unknown) => void): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(payload.slice());
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
