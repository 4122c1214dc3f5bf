import type { Config } from '../config/index.js';
import { createMemoryBus } from './memory.js';
import { createRedisBus } from './redis.js';
import type { EventBus } from './types.js';

export type { BusHandler, EventBus, Unsubscribe } from './types.js';

export function createEventBus(redis: Config['redis'], onError: (error: unknown) => void): Promise<EventBus> {
  return redis === null
    ? Promise.resolve(createMemoryBus(onError))
    : createRedisBus({ url: redis.url, prefix: redis.prefix, onError });
}
