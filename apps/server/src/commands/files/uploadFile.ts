import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { FilesConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { fileIdDigest, fileIdOf } from '../../files/fileIds.js';
import { BodyTooLargeError, newStorageKey, type BlobStorage } from '../../files/index.js';
import { UploadIntake } from '../../files/intake.js';
import { recordUpload, storageUsed } from '../../files/records.js';
import { extensionFor, sniffServedType } from '../../files/sniff.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import { authorizeUpload } from '../../policies/file.js';
import type { ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';

export interface UploadParams {
  workspaceId: string;
  parentDir: string;
  /** The uploader's Content-Type, lower case without parameters (kept, never served). */
  declaredType: string;
  /** Content-Length: checked by the route to be 1 to `maxUploadBytes`. */
  size: number;
  body: Readable;
  actor: ViewActor;
  now: Date;
}

export interface UploadDeps {
  db: Kysely<Database>;
  storage: BlobStorage;
  files: FilesConfig;
  /** The server's secret, keying file ids (see files/fileIds.ts). */
  secret: string;
}

/** "7 MB", "10 GB": a size as people read it (powers of 1024, as the limits are set). */
export function sizeText(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit] ?? 'bytes'}`;
}

function storageFull(max: number): AppError {
  return new AppError(
    'FileStorageLimitExceeded',
    `This workspace has used its ${sizeText(max)} of file storage. Delete files or pages to make room.`,
  );
}

/**
 * One file upload (spec 001 §7): the caller may write the folder, is within their upload rate and the
 * workspace within its storage cap; the body is streamed to storage through a byte counter (never more than
 * announced) and recorded against the cap once complete. Whatever is refused or fails leaves nothing stored
 * and nothing counted. Returns the file id; an identical file already in the folder returns its id again.
 */
export async function uploadFile(deps: UploadDeps, params: UploadParams): Promise<string> {
  const { db, storage, files } = deps;
  const { workspaceId, parentDir, actor, now } = params;
  const viewId = authorizeUpload(actor, await loadViewTree(db, workspaceId), parentDir);
  await enforceApiRateLimit(
    db,
    `file-upload:${actor.userUuid}`,
    files.uploadsPerUser,
    now,
    (wait) => `Too many files uploaded. Try again in ${wait}.`,
  );
  // The cheap refusal before any byte is read; recordUpload checks again under the lock.
  if ((await storageUsed(db, workspaceId)) + params.size > files.maxStoragePerWorkspace) {
    throw storageFull(files.maxStoragePerWorkspace);
  }

  const digest = fileIdDigest(deps.secret, workspaceId, parentDir);
  const intake = new UploadIntake(digest, params.size);
  const key = newStorageKey(workspaceId);
  try {
    await storage.put(
      key,
      pipeline(params.body, intake, () => undefined),
      params.size,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AppError('SingleUploadLimitExceeded', SpecMessages.fileTooLarge);
    throw error;
  }

  const served = sniffServedType(intake.head());
  const fileId = fileIdOf(digest, extensionFor(served, params.declaredType));
  const outcome = await recordUpload(
    db,
    {
      workspace_id: workspaceId,
      parent_dir: parentDir,
      file_id: fileId,
      storage_key: key,
      content_type: params.declaredType,
      served_type: served.type,
      size_bytes: intake.bytes,
      view_id: viewId,
      created_by: actor.userUuid,
      created_at: now.toISOString(),
    },
    files.maxStoragePerWorkspace,
  ).catch(async (error: unknown) => {
    await storage.delete([key]);
    throw error;
  });
  if (outcome.kind === 'recorded') return fileId;
  await storage.delete([key]);
  switch (outcome.kind) {
    case 'duplicate':
      return fileId;
    case 'over-quota':
      throw storageFull(files.maxStoragePerWorkspace);
    case 'no-workspace':
      throw new AppError('NotEnoughPermissions');
  }
}
