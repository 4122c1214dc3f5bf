import type { LiveDoc } from './liveDoc.js';

/**
 * The registry's documents in least-recently-used order, bounded by `maxDocs` and `idleMs`. Documents with
 * subscribers or an operation under way are never dropped: the bound is soft for them. `drop` is called for each
 * document that leaves (its bus subscription ends, its Y.Doc is destroyed).
 */
export class LiveCache {
  private readonly entries = new Map<string, LiveDoc>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly maxDocs: number,
    private readonly idleMs: number,
    private readonly drop: (entry: LiveDoc) => void,
  ) {
    this.sweep = setInterval(
      () => {
        this.evictIdle();
      },
      Math.min(idleMs, 60_000),
    );
    this.sweep.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The document under `key`, now the most recently used. */
  get(key: string): LiveDoc | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.touch();
    return entry;
  }

  add(key: string, entry: LiveDoc): void {
    this.entries.set(key, entry);
    for (const candidate of this.entries.values()) {
      if (this.entries.size <= this.maxDocs) return;
      if (candidate.evictable) this.evict(candidate);
    }
  }

  evict(entry: LiveDoc): void {
    const key = keyOf(entry);
    if (this.entries.get(key) === entry) this.entries.delete(key);
    this.drop(entry);
  }

  close(): void {
    clearInterval(this.sweep);
    for (const entry of [...this.entries.values()]) this.evict(entry);
  }

  private evictIdle(): void {
    const before = Date.now() - this.idleMs;
    for (const entry of [...this.entries.values()]) {
      if (entry.evictable && entry.lastUsed < before) this.evict(entry);
    }
  }
}

export function keyOf(entry: { workspaceId: string; objectId: string }): string {
  return `${entry.workspaceId}/${entry.objectId}`;
}
