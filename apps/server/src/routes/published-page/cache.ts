/**
 * A bounded least-recently-used map of rendered pages: at most `maxEntries` entries and `maxChars` characters
 * in all. Keys name a published version, so an entry is never stale; it is only ever evicted.
 */
export class RenderCache<T extends { size: number }> {
  private readonly entries = new Map<string, T>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    if (value.size > this.maxChars) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.chars -= old.size;
    }
    this.entries.set(key, value);
    this.chars += value.size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
