import type { LiveDoc } from './liveDoc.js';

/** `global.gc`, present only when node runs with --expose-gc. */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

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
    let evicted = 0;
    for (const entry of [...this.entries.values()]) {
      if (entry.evictable && entry.lastUsed < before) {
        this.evict(entry);
        evicted += 1;
      }
    }
    // Only when started with `node --expose-gc` (off by default: a full collection pauses the process): what the
    // released documents held is collected now rather than whenever V8 next decides, and shows in the RSS.
    if (evicted > 0) collectGarbage?.();
  }
}

export function keyOf(entry: { workspaceId: string; objectId: string }): string {
  return `${entry.workspaceId}/${entry.objectId}`;
}
