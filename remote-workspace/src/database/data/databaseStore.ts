import { CollabType, readDatabase, type DatabaseModel, type RowModel } from '@quire/shared/collab';
import type { DocumentSync } from '@quire/shared';
import * as Y from 'yjs';
import type { DatabaseIo } from './io';
import { RowStore } from './rowStore';
import { insertRowOrder, newRowDoc, type CellInput } from './writes';

/** What the views draw: the database and its rows, each replaced only when it changed. */
export interface DatabaseSnapshot {
  database: DatabaseModel;
  rows: ReadonlyMap<string, RowModel>;
  /** Rows listed by a view that are still loading. */
  loadingRows: boolean;
  /** Rows listed that could not be opened. */
  failedRows: ReadonlySet<string>;
}

/**
 * One open database page: the database collab (fields, views, orders) live through its DocumentSync, and its
 * rows through a RowStore. The database model is read again on each change of the database doc; a row's
 * only on a change of its own doc.
 */
export class DatabaseStore {
  private sync: DocumentSync | null = null;
  private readonly rowStore: RowStore;
  private snapshot: DatabaseSnapshot | null = null;
  private readonly listeners = new Set<() => void>();
  private databaseId = '';
  private destroyed = false;

  constructor(
    private readonly io: DatabaseIo,
    private readonly target: { userId: string; workspaceId: string; pageViewId: string },
  ) {
    this.rowStore = new RowStore(io, target, () => {
      this.refresh(false);
    });
  }

  /** Resolves once the database is shown (from the cache or the server); rows keep arriving after. */
  async open(): Promise<void> {
    this.databaseId = await this.io.databaseIdOf(this.target.workspaceId, this.target.pageViewId);
    if (this.destroyed) return;
    const sync = this.io.openSync({
      userId: this.target.userId,
      workspaceId: this.target.workspaceId,
      objectId: this.databaseId,
      collabType: CollabType.Database,
    });
    this.sync = sync;
    sync.doc.on('update', this.onDatabaseUpdate);
    await sync.open();
    this.refresh(true);
  }

  get databaseDoc(): Y.Doc {
    if (this.sync === null) throw new Error('The database is not open');
    return this.sync.doc;
  }

  get databaseSync(): DocumentSync | null {
    return this.sync;
  }

  /** The page the database is opened from (a media cell's uploads go to its folder). */
  get pageViewId(): string {
    return this.target.pageViewId;
  }

  rowDoc(rowId: string): Y.Doc | undefined {
    return this.rowStore.doc(rowId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DatabaseSnapshot | null => this.snapshot;

  /** A new row: its collab made here (created on the server by its first send), then listed in every view. */
  createRow(
    at: { viewId: string; index: number },
    cells: Record<string, CellInput> = {},
    now = new Date(),
  ): string {
    const rowId = crypto.randomUUID();
    this.addRowDoc(rowId, newRowDoc({ databaseId: this.databaseId, rowId, now, cells }));
    insertRowOrder(this.databaseDoc, rowId, at);
    return rowId;
  }

  /** Adds a row collab built elsewhere (a duplicate) to the store, without listing it. */
  addRowDoc(rowId: string, doc: Y.Doc): void {
    // A row needs no parent: its own update names the database it belongs to.
    this.rowStore.add(rowId, Y.encodeStateAsUpdate(doc), {});
  }

  private readonly onDatabaseUpdate = () => {
    if (this.snapshot !== null) this.refresh(true);
  };

  private refresh(databaseChanged: boolean): void {
    if (this.sync === null || this.destroyed) return;
    let database = this.snapshot?.database;
    if (databaseChanged || database === undefined) {
      try {
        database = readDatabase(this.sync.doc);
      } catch {
        return;
      }
      // Every view's rows: switching views shows them at once.
      this.rowStore.want(database.views.flatMap((view) => view.rowOrder.map((row) => row.id)));
    }
    this.snapshot = {
      database,
      rows: this.rowStore.rows,
      loadingRows: this.rowStore.pending,
      failedRows: this.rowStore.failedIds,
    };
    for (const listener of this.listeners) listener();
  }

  destroy(): void {
    this.destroyed = true;
    this.sync?.doc.off('update', this.onDatabaseUpdate);
    void this.sync?.destroy();
    this.rowStore.destroy();
    this.listeners.clear();
  }
}
