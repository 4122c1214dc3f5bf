import { z } from 'zod';

export { freePlanUploadBytes } from './limits.js';

/**
 * `PUT /api/file_storage/{ws}/v1/blob/{parent_dir}`: the stored file's id. The file is then read (without a
 * session) at `/api/file_storage/{ws}/v1/blob/{parent_dir}/{file_id}`.
 */
export const uploadedFileSchema = z.strictObject({ file_id: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** `GET /api/file_storage/{ws}/usage`: bytes the workspace's files take (AppFlowy's WorkspaceSpaceUsage). */
export const storageUsageSchema = z.strictObject({ consumed_capacity: z.number().int().min(0) });
export type StorageUsage = z.infer<typeof storageUsageSchema>;
