import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedStorageKey, type BlobStorage, type ByteRange } from './storage.js';

/**
 * Files under a folder of the data dir (`<data dir>/blobs/<workspace id>/<uuid>`): folders 0700, files 0600.
 * A file is written as `<uuid>.partial` and renamed once complete, so a reader never sees half of one and an
 * interrupted upload leaves no file under its key.
 */
export class LocalBlobStorage implements BlobStorage {
  readonly kind = 'local';

  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    const [workspaceId = '', name = ''] = checkedStorageKey(key).split('/');
    return join(this.dir, workspaceId, name);
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    const path = this.pathOf(key);
    const partial = `${path}.partial`;
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      const written = await stat(partial);
      if (written.size !== size) throw new Error(`stored ${written.size} bytes of ${size}`);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    // Opened first, so that a missing file is known before anything is answered.
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    });
    if (handle === undefined) return undefined;
    return handle.createReadStream(range === undefined ? {} : { start: range.start, end: range.end });
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
