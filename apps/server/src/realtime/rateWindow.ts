/** At most `limit` events in any second (a sliding window over their times); in memory, per connection. */
export class RateWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event; false (and not counted) when it would exceed the limit. */
  take(): boolean {
    const now = this.now();
    while (this.times.length > 0 && (this.times[0] ?? now) <= now - 1000) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }
}
