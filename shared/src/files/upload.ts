import { api, type ApiClient } from '../api/client.js';
import type { UploadProgress } from '../api/xhr.js';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { freePlanUploadBytes } from '../contract/limits.js';
import { AppError, SpecMessages, isAppError } from '../errors/index.js';

/** A stored file: its id in the folder and the address anyone may read it at (no session needed). */
export interface UploadedBlob {
  fileId: string;
  url: string;
}

export interface UploadOptions {
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** Default: the main API client. */
  client?: ApiClient;
}

const blobPath = (workspaceId: string, parentDir: string) =>
  `/api/file_storage/${encodeURIComponent(workspaceId)}/v1/blob/${encodeURIComponent(parentDir)}`;

/** The spec's rejection of a file over the Free plan's limit (API-MISC-31), whoever found it too large. */
function overLimit(cause?: unknown): AppError {
  return new AppError('SingleUploadLimitExceeded', SpecMessages.fileTooLarge, { code: 413, cause });
}

/** Whether `error` is the over-the-limit rejection (the interface tells it with its own sentence). */
export function isUploadOverLimit(error: unknown): boolean {
  return isAppError(error) && error.code === 413;
}

function isTooLarge(error: AppError): boolean {
  return (
    error.code === 413 ||
    error.errorName === 'SingleUploadLimitExceeded' ||
    error.errorName === 'PayloadTooLarge'
  );
}

/**
 * Uploads one file into `parentDir` (a page's id) of the workspace, reporting progress (API-MISC-29). A file
 * over the Free plan's 7 MB is refused before a byte is sent, and the server's own 413 reads the same
 * (code 413, 'File size is too large…'); any other failure is code -1 'Upload file failed.', except an
 * abort, which is rethrown as it is, and a session that ended, which keeps its error so sign-in can follow.
 */
export async function uploadFile(
  workspaceId: string,
  parentDir: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadedBlob> {
  if (file.size > freePlanUploadBytes) throw overLimit();
  const client = options.client ?? api;
  const path = blobPath(workspaceId, parentDir);
  let answer: { file_id: string };
  try {
    answer = await client.put<{ file_id: string }>(path, file, {
      headers: { 'content-type': file.type === '' ? 'application/octet-stream' : file.type },
      onUploadProgress: options.onProgress ?? (() => undefined),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (isAppError(error) && isTooLarge(error)) throw overLimit(error);
    if (isAppError(error) && (error.errorName === 'NotLoggedIn' || error.errorName === 'UserUnAuthorized'))
      throw error;
    throw new AppError('Unhandled', SpecMessages.uploadFileFailed, { cause: error });
  }
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return {
    fileId: answer.file_id,
    url: `${base}${path}/${encodeURIComponent(answer.file_id)}`,
  };
}
