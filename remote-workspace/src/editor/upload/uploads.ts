import { useSyncExternalStore } from 'react';

/** One file on its way to the server, as the progress list shows it. */
export interface Upload {
  id: number;
  name: string;
  sentBytes: number;
  totalBytes: number;
}

/**
 * The uploads of one editor in progress: started, told their progress, finished (whatever the outcome).
 * A plain store (not React state) because BlockNote calls the upload function outside React.
 */
export class Uploads {
  private list: readonly Upload[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  start(name: string, totalBytes: number): number {
    const id = this.nextId++;
    this.set([...this.list, { id, name, sentBytes: 0, totalBytes }]);
    return id;
  }

  progress(id: number, sentBytes: number, totalBytes: number): void {
    this.set(
      this.list.map((upload) =>
        upload.id === id
          ? { ...upload, sentBytes, totalBytes: totalBytes > 0 ? totalBytes : upload.totalBytes }
          : upload,
      ),
    );
  }

  finish(id: number): void {
    this.set(this.list.filter((upload) => upload.id !== id));
  }

  current = (): readonly Upload[] => this.list;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(list: readonly Upload[]): void {
    this.list = list;
    for (const listener of this.listeners) listener();
  }
}

export function useUploads(uploads: Uploads): readonly Upload[] {
  return useSyncExternalStore(uploads.subscribe, uploads.current, uploads.current);
}

/** Whole percent sent, 0 while the size is unknown. */
export function percentOf(upload: Upload): number {
  if (upload.totalBytes <= 0) return 0;
  return Math.min(100, Math.floor((upload.sentBytes / upload.totalBytes) * 100));
}
