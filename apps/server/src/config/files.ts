import { join } from 'node:path';
import { ConfigError } from './errors.js';
import type { Env } from './schema.js';
import type { FilesConfig } from './types.js';

const s3Variables = [
  'QUIRE_S3_ENDPOINT',
  'QUIRE_S3_REGION',
  'QUIRE_S3_ACCESS_KEY_ID',
  'QUIRE_S3_SECRET_ACCESS_KEY',
  'QUIRE_S3_FORCE_PATH_STYLE',
  'QUIRE_S3_PREFIX',
] as const;

/**
 * Uploaded files: in `<data dir>/blobs` unless QUIRE_S3_BUCKET names a bucket. `input` holds the variables
 * that were set (not defaulted): another QUIRE_S3_* without a bucket would silently keep files on the local
 * disk, so it is refused, as is half a key pair.
 */
export function parseFilesConfig(e: Env, input: Record<string, string>, dataDir: string): FilesConfig {
  const limits = {
    maxUploadBytes: e.QUIRE_MAX_UPLOAD_BYTES,
    maxStoragePerWorkspace: e.QUIRE_MAX_STORAGE_PER_WORKSPACE,
    uploadsPerUser: e.QUIRE_UPLOAD_RATE_PER_USER,
  };
  if (e.QUIRE_S3_BUCKET === undefined) {
    const stray = s3Variables.filter((name) => input[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError([
        {
          variable: 'QUIRE_S3_BUCKET',
          message: `must be set to use S3 (${stray.join(', ')} set without it)`,
        },
      ]);
    }
    return { ...limits, storage: { kind: 'local', dir: join(dataDir, 'blobs') } };
  }
  const accessKeyId = e.QUIRE_S3_ACCESS_KEY_ID;
  const secretAccessKey = e.QUIRE_S3_SECRET_ACCESS_KEY;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError([
      {
        variable: accessKeyId === undefined ? 'QUIRE_S3_ACCESS_KEY_ID' : 'QUIRE_S3_SECRET_ACCESS_KEY',
        message: 'QUIRE_S3_ACCESS_KEY_ID and QUIRE_S3_SECRET_ACCESS_KEY go together',
      },
    ]);
  }
  return {
    ...limits,
    storage: {
      kind: 's3',
      bucket: e.QUIRE_S3_BUCKET,
      endpoint: e.QUIRE_S3_ENDPOINT ?? null,
      region: e.QUIRE_S3_REGION,
      credentials:
        accessKeyId === undefined || secretAccessKey === undefined ? null : { accessKeyId, secretAccessKey },
      forcePathStyle: e.QUIRE_S3_FORCE_PATH_STYLE,
      prefix: e.QUIRE_S3_PREFIX,
    },
  };
}
