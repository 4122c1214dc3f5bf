import { Subscribers } from './subscribers.js';
import type { EventBus } from './types.js';

/** The single-instance bus (REDIS_URL unset): delivery on a later tick, like a round trip through Redis. */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const subscribers = new Subscribers();
  return {
    kind: 'memory',
    publish: (channel, payload) => {
      const copy = payload.slice();
      setImmediate(() => {
        subscribers.deliver(channel, copy, onError);
      });
      return Promise.resolve();
    },
    subscribe: (channel, handler) => {
      subscribers.add(channel, handler);
      return Promise.resolve(() => {
        subscribers.remove(channel, handler);
        return Promise.resolve();
      });
    },
    ping: () => Promise.resolve(true),
    close: () => {
      subscribers.clear();
      return Promise.resolve();
    },
  };
}
