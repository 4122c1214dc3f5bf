import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../db/schema.js';

/** Levels below the workspace a view may sit at: spaces are at 1, so pages reach at most 10 (spec 001 §9). */
export const maxTreeDepth = 10;

/**
 * Every view of one workspace, indexed for tree questions. Loaded whole: a workspace's tree is small next
 * to its content, and one query answers visibility, cycles, depth and subtrees without recursive SQL that
 * would differ between SQLite and PostgreSQL.
 */
export class ViewTree {
  private readonly byId = new Map<string, ViewRow>();
  private readonly childrenOf = new Map<string, ViewRow[]>();
  private readonly byCollab = new Map<string, ViewRow>();

  constructor(
    readonly workspaceId: string,
    rows: readonly ViewRow[],
  ) {
    for (const row of rows) {
      this.byId.set(row.view_id, row);
      this.byCollab.set(row.collab_id, row);
      const siblings = this.childrenOf.get(row.parent_view_id) ?? [];
      siblings.push(row);
      this.childrenOf.set(row.parent_view_id, siblings);
    }
    for (const siblings of this.childrenOf.values()) {
      siblings.sort((a, b) => a.position - b.position || a.view_id.localeCompare(b.view_id));
    }
  }

  /** Every view of the workspace, trashed ones included. */
  get size(): number {
    return this.byId.size;
  }

  get(viewId: string): ViewRow | undefined {
    return this.byId.get(viewId);
  }

  /** The view whose content `objectId` is (a document's collab, a grid's database). */
  ownerOfCollab(objectId: string): ViewRow | undefined {
    return this.byCollab.get(objectId);
  }

  /** Children in order, those in the trash included. */
  children(parentId: string): readonly ViewRow[] {
    return this.childrenOf.get(parentId) ?? [];
  }

  /** Children that are in the folder (not in the trash). */
  liveChildren(parentId: string): ViewRow[] {
    return this.children(parentId).filter((child) => child.trashed_at === null);
  }

  spaces(): ViewRow[] {
    return this.liveChildren(this.workspaceId).filter((view) => view.is_space === 1);
  }

  /** The view itself, then its parent, … up to its space (a parent deleted for good ends the chain). */
  ancestry(viewId: string): ViewRow[] {
    const chain: ViewRow[] = [];
    for (let view = this.byId.get(viewId); view !== undefined; view = this.byId.get(view.parent_view_id)) {
      chain.push(view);
      if (chain.length > this.byId.size) throw new Error(`The page tree has a cycle at ${viewId}`);
    }
    return chain;
  }

  /** In the trash: the view or one of its ancestors was moved there, or its parent no longer exists. */
  isInTrash(viewId: string): boolean {
    const chain = this.ancestry(viewId);
    const top = chain.at(-1);
    return top === undefined || top.is_space !== 1 || chain.some((view) => view.trashed_at !== null);
  }

  /** 1 for a space, 2 for a page directly in a space, … */
  depth(viewId: string): number {
    return this.ancestry(viewId).length;
  }

  /** Levels of the subtree under and including `viewId` (1 for a leaf), trashed descendants included. */
  height(viewId: string): number {
    return 1 + Math.max(0, ...this.children(viewId).map((child) => this.height(child.view_id)));
  }

  isSameOrDescendant(candidateId: string, ancestorId: string): boolean {
    return this.ancestry(candidateId).some((view) => view.view_id === ancestorId);
  }

  /**
   * The view and its descendants, top-down. `includeTrashed: false` leaves out descendants that were
   * trashed on their own: they stay in the trash, restorable, when their old parent goes.
   */
  subtree(viewId: string, { includeTrashed }: { includeTrashed: boolean }): ViewRow[] {
    const root = this.byId.get(viewId);
    if (root === undefined) return [];
    const result: ViewRow[] = [root];
    for (let index = 0; index < result.length; index++) {
      const current = result[index];
      if (current === undefined) break;
      for (const child of this.children(current.view_id)) {
        if (includeTrashed || child.trashed_at === null) result.push(child);
      }
    }
    return result;
  }

  /** Top-level trashed views: those the user moved to the trash. */
  trashed(): ViewRow[] {
    return [...this.byId.values()].filter((view) => view.trashed_at !== null);
  }
}

export async function loadViewTree(db: Kysely<Database>, workspaceId: string): Promise<ViewTree> {
  const rows = await db.selectFrom('views').selectAll().where('workspace_id', '=', workspaceId).execute();
  return new ViewTree(workspaceId, rows);
}

/**
 * Runs a change to one workspace's tree in a transaction that first serialises it with every other change to
 * that tree — a no-op update takes the workspace row's lock on PostgreSQL (SQLite runs one write transaction at
 * a time anyway), so two concurrent moves cannot build a cycle between them — then hands it the tree as it is
 * now, under that lock.
 */
export function changeViewTree<T>(
  db: Kysely<Database>,
  workspaceId: string,
  change: (trx: Kysely<Database>, tree: ViewTree) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    return change(trx, await loadViewTree(trx, workspaceId));
  });
}

/**
 * Runs `write` in a transaction (the caller's when it is one) that first takes the workspace row's lock. Every
 * write to pages, publications, published copies or namespaces moves the workspace's publish generation
 * (migration 0018: a trigger updates the workspace row); taking that row first, as `changeViewTree` does, keeps
 * the order of locks the same everywhere, so two writers on PostgreSQL never each hold a row the other waits
 * for (a deadlock, which the database would end by failing one of them).
 */
export function inWorkspaceOrder<T>(
  db: Kysely<Database>,
  workspaceId: string,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return lockWorkspace(db, workspaceId).then(() => write(db));
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    return write(trx);
  });
}

/** A no-op update of the workspace row: its lock, held until the transaction ends. */
async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await trx
    .updateTable('workspaces')
    .set((eb) => ({ workspace_id: eb.ref('workspace_id') }))
    .where('workspace_id', '=', workspaceId)
    .execute();
}
