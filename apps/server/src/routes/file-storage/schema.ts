import { AppError, SpecMessages, type ErrorName } from '@quire/shared/errors';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { fileIdPattern, normalParentDir, parentDirPattern } from '../../files/fileIds.js';
import { parseRequest } from '../../http/validate.js';

const uploadParamsSchema = z.object({
  workspace_id: z.uuid(),
  parent_dir: z.string().regex(parentDirPattern, 'must be 1–128 letters, digits, _ or -'),
});

export function parseUploadParams(params: unknown): { workspaceId: string; parentDir: string } {
  const parsed = parseRequest(uploadParamsSchema, params, 'params');
  return { workspaceId: parsed.workspace_id.toLowerCase(), parentDir: normalParentDir(parsed.parent_dir) };
}

export const workspaceParamsSchema = z.object({ workspace_id: z.uuid() });

const fileParamsSchema = z.object({
  workspace_id: z.uuid(),
  parent_dir: z.string().regex(parentDirPattern),
  file_id: z.string().regex(fileIdPattern),
});

/** The file a GET names, or undefined when the address cannot name one (answered 404 like a missing file). */
export function parseFileParams(
  params: unknown,
): { workspaceId: string; parentDir: string; fileId: string } | undefined {
  const parsed = fileParamsSchema.safeParse(params);
  if (!parsed.success) return undefined;
  return {
    workspaceId: parsed.data.workspace_id.toLowerCase(),
    parentDir: normalParentDir(parsed.data.parent_dir),
    fileId: parsed.data.file_id,
  };
}

/** A refusal of the upload's framing, with the HTTP status it is sent with. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 411 | 413,
    readonly errorName: ErrorName,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The upload's size from its headers, before a byte is read: Content-Length is required (a chunked body of
 * unknown size is 411), a file over `maxBytes` is 413 with the spec's text, an empty one InvalidRequest.
 */
export function announcedSize(headers: IncomingHttpHeaders, maxBytes: number): number {
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined || length === undefined) {
    throw new UploadRefusal(411, 'InvalidRequest', 'Content-Length is required: send the file with its size');
  }
  if (!/^\d{1,16}$/.test(length)) {
    throw new UploadRefusal(400, 'InvalidRequest', 'Content-Length must be a number of bytes');
  }
  const size = Number(length);
  if (size > maxBytes) throw new UploadRefusal(413, 'SingleUploadLimitExceeded', SpecMessages.fileTooLarge);
  if (size === 0) throw new AppError('InvalidRequest', 'The file is empty');
  return size;
}

/** The uploader's Content-Type, reduced to `type/subtype` in lower case (kept for the record only). */
export function declaredTypeOf(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9!#$&^_.+-]{1,64}\/[a-z0-9!#$&^_.+-]{1,127}$/.test(type) ? type : 'application/octet-stream';
}
