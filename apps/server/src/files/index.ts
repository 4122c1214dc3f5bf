import type { BlobStorageConfig } from '../config/index.js';
import { LocalBlobStorage } from './local.js';
import { S3BlobStorage } from './s3.js';
import type { BlobStorage } from './storage.js';

export type { BlobStorage, ByteRange } from './storage.js';
export { BodyTooLargeError, newStorageKey } from './storage.js';

/** The configured storage, checked (the folder made, the bucket reached) before the server starts. */
export async function openBlobStorage(config: BlobStorageConfig): Promise<BlobStorage> {
  const storage = config.kind === 'local' ? new LocalBlobStorage(config.dir) : new S3BlobStorage(config);
  try {
    await storage.check();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
