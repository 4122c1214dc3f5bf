import { CollabType, readRow, type RowModel } from '@quire/shared/collab';
import type { DocumentSync, ServerCollab } from '@quire/shared';
import * as Y from 'yjs';
import type { CollabCreation, DatabaseIo } from './io';

/** Rows opened at once: a large database loads page by page, the first page painted before the rest. */
export const ROW_PAGE_SIZE = 50;

interface RowEntry {
  sync: DocumentSync;
  stop: () => void;
}

/**
 * The database's rows, one live DocumentSync each (a row is its own collab). A row's model is read again
 * only when its own Y.Doc changes, and the map is replaced then, so a renderer compares rows by identity.
 */
export class RowStore {
  private readonly entries = new Map<string, RowEntry>();
  private models = new Map<string, RowModel>();
  private readonly failed = new Set<string>();
  private readonly queue: string[] = [];
  private loading = false;
  private destroyed = false;
  private readonly dirty = new Set<string>();
  private flushScheduled = false;

  constructor(
    private readonly io: DatabaseIo,
    private readonly target: { userId: string; workspaceId: string },
    private readonly changed: () => void,
  ) {}

  get rows(): ReadonlyMap<string, RowModel> {
    return this.models;
  }

  get pending(): boolean {
    return this.loading || this.queue.length > 0;
  }

  get failedIds(): ReadonlySet<string> {
    return this.failed;
  }

  doc(rowId: string): Y.Doc | undefined {
    return this.entries.get(rowId)?.sync.doc;
  }

  /** Opens the rows not open yet, in pages, in the order given (the view's first rows first). */
  want(rowIds: readonly string[]): void {
    const queued = new Set(this.queue);
    for (const id of rowIds) {
      if (!this.entries.has(id) && !queued.has(id) && !this.failed.has(id)) {
        this.queue.push(id);
        queued.add(id);
      }
    }
    void this.loadPages();
  }

  /** A row made on this client: its state is a local change the sync sends (and the server creates). */
  add(rowId: string, state: Uint8Array, create: CollabCreation): void {
    const entry = this.track(rowId, create);
    Y.applyUpdate(entry.sync.doc, state);
    entry.sync.open().catch(() => undefined);
    this.markDirty(rowId);
  }

  private async loadPages(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    while (this.queue.length > 0 && !this.destroyed) {
      const page = this.queue.splice(0, ROW_PAGE_SIZE);
      // One batch read per page; a row it leaves out (deferred, unreadable) is loaded alone, or fails alone.
      const preloaded = await this.io
        .loadRows(this.target.workspaceId, page)
        .catch(() => new Map<string, ServerCollab>());
      // Closed while the batch was under way.
      if (this.isDestroyed()) break;
      await Promise.all(
        page.map((rowId) => {
          const entry = this.track(rowId, undefined, preloaded.get(rowId));
          return entry.sync.open().then(
            () => {
              this.markDirty(rowId);
            },
            () => {
              this.failed.add(rowId);
              this.markDirty(rowId);
            },
          );
        }),
      );
    }
    this.loading = false;
    this.changed();
  }

  private track(rowId: string, create?: CollabCreation, preloaded?: ServerCollab): RowEntry {
    const existing = this.entries.get(rowId);
    if (existing !== undefined) return existing;
    const sync = this.io.openSync(
      { ...this.target, objectId: rowId, collabType: CollabType.DatabaseRow },
      create,
      preloaded,
    );
    const onUpdate = () => {
      this.markDirty(rowId);
    };
    sync.doc.on('update', onUpdate);
    const entry = {
      sync,
      stop: () => {
        sync.doc.off('update', onUpdate);
      },
    };
    this.entries.set(rowId, entry);
    return entry;
  }

  private markDirty(rowId: string): void {
    this.dirty.add(rowId);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // One read per changed row and one notification per burst (a page of rows arriving, a paste).
    queueMicrotask(() => {
      this.flush();
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.destroyed) return;
    const next = new Map(this.models);
    for (const rowId of this.dirty) {
      const doc = this.entries.get(rowId)?.sync.doc;
      const model = doc === undefined ? undefined : readRow(doc);
      if (model === undefined) next.delete(rowId);
      else {
        next.set(rowId, model);
        this.failed.delete(rowId);
      }
    }
    this.dirty.clear();
    this.models = next;
    this.changed();
  }

  private isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    this.destroyed = true;
    for (const entry of this.entries.values()) {
      entry.stop();
      void entry.sync.destroy();
    }
    this.entries.clear();
  }
}
