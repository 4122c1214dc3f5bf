import { storageUsageSchema, uploadedFileSchema } from '../files.js';
import { type ApiRoute, files } from './types.js';

/** File storage: uploads, downloads and usage. */
export const fileRoutes: readonly ApiRoute[] = [
  {
    method: 'PUT',
    path: `${files}/v1/blob/{parent_dir}`,
    summary: 'Upload a file (raw body, Content-Length required) under a page or folder; answers its file_id',
    auth: true,
    response: uploadedFileSchema,
    rawBody: true,
  },
  {
    method: 'GET',
    path: `${files}/v1/blob/{parent_dir}/{file_id}`,
    summary: 'An uploaded file, without a session (ETag, Last-Modified, Range; unsafe types as attachments)',
    auth: false,
    response: null,
    enveloped: false,
    file: true,
  },
  {
    method: 'GET',
    path: `${files}/usage`,
    summary: "Bytes the workspace's files take",
    auth: true,
    response: storageUsageSchema,
  },
];
