import { Redis } from 'ioredis';
import { Subscribers } from './subscribers.js';
import type { EventBus } from './types.js';

export interface RedisBusOptions {
  url: string;
  /** Prepended to every channel so that several deployments (or test runs) can share one Redis. */
  prefix: string;
  onError: (error: unknown) => void;
}

/**
 * The multi-instance bus (REDIS_URL set): Redis pub/sub. A subscribed connection can run no other command,
 * hence two connections. Fails fast at start when Redis cannot be reached.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<EventBus> {
  // No retries until the first connection succeeded: a wrong REDIS_URL fails the start instead of hanging.
  let connectedOnce = false;
  const connect = () =>
    new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 3,
      retryStrategy: (times) => (connectedOnce ? Math.min(times * 200, 2000) : null),
      // disconnect() (only used after a failed start) otherwise keeps a 2 s timer alive for a dead socket.
      disconnectTimeout: 200,
    });
  const publisher = connect();
  const subscriber = connect();
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  // Both attempts must settle before disconnecting: one still connecting would otherwise retry forever.
  const attempts = await Promise.allSettled([publisher.connect(), subscriber.connect()]);
  const failure = attempts.find((attempt) => attempt.status === 'rejected');
  if (failure !== undefined) {
    publisher.disconnect();
    subscriber.disconnect();
    const reason: unknown = failure.reason;
    throw new Error(`Redis at REDIS_URL cannot be reached: ${String(reason)}`, { cause: reason });
  }
  connectedOnce = true;

  const subscribers = new Subscribers();
  const acknowledged = new Map<string, Promise<unknown>>();
  const prefixed = (channel: string) => `${options.prefix}${channel}`;
  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const name = channel.toString();
    if (!name.startsWith(options.prefix)) return;
    subscribers.deliver(name.slice(options.prefix.length), new Uint8Array(message), options.onError);
  });

  return {
    kind: 'redis',
    publish: async (channel, payload) => {
      await publisher.publish(prefixed(channel), Buffer.from(payload));
    },
    subscribe: async (channel, handler) => {
      // A second subscriber of a channel still waits for the first one's SUBSCRIBE to be acknowledged.
      if (subscribers.add(channel, handler))
        acknowledged.set(channel, subscriber.subscribe(prefixed(channel)));
      await acknowledged.get(channel);
      return async () => {
        if (!subscribers.remove(channel, handler)) return;
        acknowledged.delete(channel);
        await subscriber.unsubscribe(prefixed(channel));
      };
    },
    ping: async () => {
      try {
        await publisher.ping();
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      subscribers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
