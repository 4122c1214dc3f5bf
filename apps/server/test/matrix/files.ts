import { ErrorCode } from '@quire/shared/errors';
import { Readable } from 'node:stream';
import { uploadFile } from '../../src/commands/files/uploadFile.js';
import { ownerPages } from './ownerPages.js';
import type { MatrixContext, MatrixRow } from './types.js';

const writers = { Owner: true, Member: true, Guest: false, NonMember: false };
const members = { Owner: true, Member: true, Guest: true, NonMember: false };
const everyone = { Owner: true, Member: true, Guest: true, NonMember: true };

/** A page in General, one in the owner's private space, and a file uploaded (by the owner) into the first. */
async function files(ctx: MatrixContext): Promise<Record<string, string>> {
  const { server } = ctx;
  const db = server.database.db;
  const owner = await ownerPages(ctx);
  const { actor } = owner;
  const page = await owner.create(owner.general, 'Files');
  const privatePage = await owner.create(owner.private, 'Files');
  const bytes = Buffer.from('a file of the matrix');
  const fileId = await uploadFile(
    { db, storage: server.blobs, files: server.config.files, secret: server.config.jwtSecret },
    {
      workspaceId: ctx.workspaceId,
      parentDir: page,
      declaredType: 'text/plain',
      size: bytes.length,
      body: Readable.from([bytes]),
      actor,
      now: new Date(),
    },
  );
  return { page, privatePage, fileId };
}

const blob = (ctx: MatrixContext, parentDir: string) =>
  `/api/file_storage/${ctx.workspaceId}/v1/blob/${parentDir}`;

/** Uploaded files (spec 001 §7 "Import and files"). */
export const matrixRows: MatrixRow[] = [
  {
    name: 'PUT /api/file_storage/{id}/v1/blob/{parent_dir} into a page',
    method: 'PUT',
    path: (ctx) => blob(ctx, ctx.vars.page ?? ''),
    setup: files,
    body: () => ({ any: 'bytes' }),
    allowed: writers,
  },
  {
    name: 'PUT /api/file_storage/{id}/v1/blob/{parent_dir} into a folder that is no page',
    method: 'PUT',
    path: (ctx) => blob(ctx, 'attachments'),
    body: () => ({ any: 'bytes' }),
    allowed: writers,
  },
  {
    name: "PUT /api/file_storage/{id}/v1/blob/{parent_dir} into a page of the owner's private space",
    method: 'PUT',
    path: (ctx) => blob(ctx, ctx.vars.privatePage ?? ''),
    setup: files,
    body: () => ({ any: 'bytes' }),
    allowed: { Owner: true, Member: false, Guest: false, NonMember: false },
    refusedWith: { Member: ErrorCode.RecordNotFound },
  },
  {
    name: 'GET /api/file_storage/{id}/v1/blob/{parent_dir}/{file_id}',
    method: 'GET',
    path: (ctx) => `${blob(ctx, ctx.vars.page ?? '')}/${ctx.vars.fileId ?? ''}`,
    setup: files,
    // The file URL is the capability (AppFlowy serves files without a session): anyone who has it reads it.
    allowed: everyone,
    public: true,
  },
  {
    name: 'GET /api/file_storage/{id}/usage',
    method: 'GET',
    path: (ctx) => `/api/file_storage/${ctx.workspaceId}/usage`,
    allowed: members,
  },
];
