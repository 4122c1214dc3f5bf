/**
 * At most `limit` in any second (a sliding window over the events' times), each event weighing 1 or what
 * `take` is given (bytes, for instance); in memory, per connection.
 */
export class RateWindow {
  private readonly events: { at: number; weight: number }[] = [];
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event of `weight`; false (and not counted) when it would exceed the limit. */
  take(weight = 1): boolean {
    const now = this.now();
    for (let first = this.events[0]; first !== undefined && first.at <= now - 1000; first = this.events[0]) {
      this.events.shift();
      this.total -= first.weight;
    }
    if (this.total + weight > this.limit) return false;
    this.events.push({ at: now, weight });
    this.total += weight;
    return true;
  }
}
