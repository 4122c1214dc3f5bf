export type BusHandler = (payload: Uint8Array) => void;
export type Unsubscribe = () => Promise<void>;

/**
 * Fan-out between server instances (realtime updates, awareness, cache invalidation). Delivery is
 * at-most-once to every subscriber of the channel, the publishing instance included: callers that must
 * not see their own messages tag payloads with an origin. Payloads are bytes so Yjs updates travel as is.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: Uint8Array): Promise<void>;
  /** Resolves once messages published after it are guaranteed to reach `handler`. */
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe>;
  /** True when the bus can deliver right now (Redis answers a PING). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
