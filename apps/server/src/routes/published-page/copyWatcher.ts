import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { anonymousReader, canReadPublished } from '../../policies/view.js';
import { publishedCopyVersion } from '../../queries/publishedPages.js';
import { findPublicationOfView } from '../../queries/publishing.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { copyVersionOf } from './page.js';

/** What one reader follows: a published page as it was when their stream opened. */
export interface WatchedPage {
  workspaceId: string;
  publication: PublishedViewRow;
  /** Whether the reader gave the page's password (the policy is asked again with it). */
  passwordAccepted: boolean;
}

export interface CopyListener {
  onVersion: (version: string) => void;
  onGone: () => void;
}

interface Watch {
  page: WatchedPage;
  listeners: Map<CopyListener, boolean>;
  version: string | undefined;
  ticks: number;
  timer: ReturnType<typeof setInterval>;
  busy: boolean;
}

export interface CopyWatcherOptions {
  /** How often a followed page's copy version is read (one query per page, whatever its readers). */
  intervalMs: number;
  /** Every how many reads the view policy is asked again (expiry, trash, private space). */
  policyEvery: number;
}

/**
 * Follows published copies for live readers: one timer per followed page (and password state), however many
 * readers it has, reads the copy's version from the database — so an edit accepted by any server instance is
 * seen — and tells each reader when it changes. A page unpublished, renamed, given another password, or that
 * the anonymous reader may no longer read (expired, trashed, in a private space) is gone: its readers are told
 * once and dropped.
 */
export class PublishedCopyWatcher {
  private readonly watches = new Map<string, Watch>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: CopyWatcherOptions,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts following `page` for `listener`; the current version comes at once. Returns the stop function. */
  watch(page: WatchedPage, listener: CopyListener): () => void {
    const key = `${page.publication.view_id}:${page.passwordAccepted ? 1 : 0}`;
    let watch = this.watches.get(key);
    if (watch === undefined) {
      const created: Watch = {
        page,
        listeners: new Map(),
        version: undefined,
        ticks: 0,
        busy: false,
        timer: setInterval(() => void this.poll(key, created), this.options.intervalMs),
      };
      created.timer.unref();
      this.watches.set(key, created);
      watch = created;
    }
    watch.listeners.set(listener, false);
    if (watch.version !== undefined) {
      watch.listeners.set(listener, true);
      listener.onVersion(watch.version);
    } else void this.poll(key, watch);
    const owner = watch;
    return () => {
      owner.listeners.delete(listener);
      if (owner.listeners.size === 0) this.drop(key, owner);
    };
  }

  /** Stops every watch (the server is closing). */
  close(): void {
    for (const [key, watch] of this.watches) this.drop(key, watch);
  }

  get followedPages(): number {
    return this.watches.size;
  }

  private drop(key: string, watch: Watch): void {
    clearInterval(watch.timer);
    if (this.watches.get(key) === watch) this.watches.delete(key);
  }

  private async poll(key: string, watch: Watch): Promise<void> {
    if (watch.busy || this.watches.get(key) !== watch) return;
    watch.busy = true;
    try {
      const { page } = watch;
      const checkPolicy = watch.ticks % this.options.policyEvery === 0;
      watch.ticks += 1;
      const [publication, version] = await Promise.all([
        findPublicationOfView(this.db, page.publication.view_id),
        publishedCopyVersion(this.db, page.workspaceId, page.publication.view_id),
      ]);
      const same =
        publication !== undefined &&
        version !== undefined &&
        publication.workspace_id === page.workspaceId &&
        publication.publish_name === page.publication.publish_name &&
        publication.password_hash === page.publication.password_hash;
      const readable =
        same && (!checkPolicy || (await this.readable(page.workspaceId, publication, page.passwordAccepted)));
      if (this.watches.get(key) !== watch) return;
      if (!readable) {
        this.drop(key, watch);
        for (const listener of watch.listeners.keys()) listener.onGone();
        return;
      }
      const current = copyVersionOf(version);
      const changed = current !== watch.version;
      watch.version = current;
      for (const [listener, told] of watch.listeners) {
        if (!changed && told) continue;
        watch.listeners.set(listener, true);
        listener.onVersion(current);
      }
    } catch (error) {
      this.onError(error);
    } finally {
      watch.busy = false;
    }
  }

  private async readable(
    workspaceId: string,
    publication: PublishedViewRow,
    passwordAccepted: boolean,
  ): Promise<boolean> {
    const tree = await loadViewTree(this.db, workspaceId);
    return canReadPublished(anonymousReader(new Date(), passwordAccepted), 'read', tree, publication);
  }
}
