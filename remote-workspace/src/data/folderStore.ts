import { isAppError } from '@quire/shared';
import { getFolder } from './pages';
import type { FolderView } from './types';

export type FolderStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FolderState {
  status: FolderStatus;
  root: FolderView | null;
  error: string | null;
  /** The API's error code of a failed load (see `isNoAccess`), null otherwise. */
  errorCode: number | null;
  /** Bumped on every successful load, so lists that derive from the folder (trash, favourites) refetch. */
  revision: number;
}

const IDLE: FolderState = { status: 'idle', root: null, error: null, errorCode: null, revision: 0 };

/**
 * The loaded folder of each workspace, held once per page by this module (the remote loads once) rather than
 * in shared's redux store: it is this remote's private cache, and a module store needs no provider, so the
 * page, breadcrumb and sidebar read it through hooks without wiring. Components read it with
 * `useSyncExternalStore` (see hooks.ts); only ./actions writes it.
 */
class FolderStore {
  private states = new Map<string, FolderState>();
  private listeners = new Set<() => void>();
  private loads = new Map<string, Promise<void>>();
  private followUps = new Map<string, Promise<void>>();
  private current: string | null = null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get(workspaceId: string): FolderState {
    return this.states.get(workspaceId) ?? IDLE;
  }

  /** The workspace the frame shows; useView and useAncestors read its folder. */
  currentWorkspace(): string | null {
    return this.current;
  }

  setCurrentWorkspace(workspaceId: string | null): void {
    if (this.current === workspaceId) return;
    this.current = workspaceId;
    this.emit();
  }

  /** Loads (or reloads) the folder; concurrent calls share one request. Failures are kept, not thrown. */
  load(workspaceId: string): Promise<void> {
    const running = this.loads.get(workspaceId);
    if (running !== undefined) return running;
    const previous = this.get(workspaceId);
    if (previous.root === null)
      this.set(workspaceId, { ...previous, status: 'loading', error: null, errorCode: null });
    const loading = getFolder(workspaceId)
      .then(
        (root) => {
          this.set(workspaceId, {
            status: 'loaded',
            root,
            error: null,
            errorCode: null,
            revision: previous.revision + 1,
          });
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          // A failed refresh keeps the tree already shown.
          this.set(workspaceId, {
            ...this.get(workspaceId),
            status: previous.root === null ? 'failed' : 'loaded',
            error: message,
            errorCode: isAppError(error) ? error.code : null,
          });
        },
      )
      .finally(() => {
        this.loads.delete(workspaceId);
      });
    this.loads.set(workspaceId, loading);
    return loading;
  }

  /**
   * Loads the folder again because it changed elsewhere: after the running load if there is one (that load may
   * have been answered before the change), so the last change is always seen; several calls meanwhile make one.
   */
  reloadAfterChange(workspaceId: string): Promise<void> {
    const running = this.loads.get(workspaceId);
    if (running === undefined) return this.load(workspaceId);
    let again = this.followUps.get(workspaceId);
    if (again === undefined) {
      again = running.then(() => {
        this.followUps.delete(workspaceId);
        return this.load(workspaceId);
      });
      this.followUps.set(workspaceId, again);
    }
    return again;
  }

  /** Drops what is known of a workspace (the user lost access to it): the next use loads it afresh. */
  forget(workspaceId: string): void {
    this.states.delete(workspaceId);
    this.emit();
  }

  /** Tests only: forget everything. */
  reset(): void {
    this.states.clear();
    this.loads.clear();
    this.followUps.clear();
    this.current = null;
    this.emit();
  }

  private set(workspaceId: string, state: FolderState): void {
    this.states.set(workspaceId, state);
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export const folderStore = new FolderStore();
