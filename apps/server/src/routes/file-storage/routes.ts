import type { StorageUsage, UploadedFile } from '@quire/shared/contract';
import { AppError, ErrorCode, isAppError } from '@quire/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { Readable } from 'node:stream';
import { authOf } from '../../auth/authenticate.js';
import { uploadFile } from '../../commands/files/uploadFile.js';
import { findFileBlob, storageUsed } from '../../files/records.js';
import { startFileSweeper } from '../../files/sweep.js';
import { okEnvelope, errorEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import type { RouteContext } from '../context.js';
import {
  announcedSize,
  declaredTypeOf,
  parseFileParams,
  parseUploadParams,
  UploadRefusal,
  workspaceParamsSchema,
} from './schema.js';
import {
  fileContentSecurityPolicy,
  fileHeaders,
  notModified,
  requestedRange,
  type ServedFile,
} from './serve.js';

/**
 * Uploaded files (spec 001 §7 "Import and files", AppFlowy's file_storage v1): upload into a folder of a
 * workspace, read back without a session, storage used. Registered in a scope of its own, where any request
 * body is handed over unread as a stream (the upload streams it to storage itself).
 */
export function registerFileStorageRoutes(app: FastifyInstance, context: RouteContext): void {
  // Files of deleted workspaces and of pages deleted for good go in the background (files/sweep.ts).
  const sweeper = startFileSweeper(context.db, context.blobs, (error) => {
    app.log.error({ err: error }, 'the file sweep failed; it is tried again later');
  });
  app.addHook('onClose', () => sweeper.stop());
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => {
      parsed(null, payload);
    });
    registerRoutes(scope, context);
    done();
  });
}

// Set after the service's own security headers (route hooks run last): a file answer gets the strictest policy.
const fileSecurityHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('content-security-policy', fileContentSecurityPolicy);
  done(null, payload);
};

function registerRoutes(app: FastifyInstance, { db, blobs, config, authenticate }: RouteContext): void {
  app.put(
    '/api/file_storage/:workspace_id/v1/blob/:parent_dir',
    { preHandler: authenticate, decompress: false },
    async (request, reply) => {
      try {
        const { workspaceId, parentDir } = parseUploadParams(request.params);
        const size = announcedSize(request.headers, config.files.maxUploadBytes);
        if (!(request.body instanceof Readable)) throw new AppError('InvalidRequest', 'The file is empty');
        const fileId = await uploadFile(
          { db, storage: blobs, files: config.files, secret: config.jwtSecret },
          {
            workspaceId,
            parentDir,
            declaredType: declaredTypeOf(request.headers['content-type']),
            size,
            body: request.body,
            actor: await viewActor(db, workspaceId, authOf(request).userUuid),
            now: new Date(),
          },
        );
        const answer: UploadedFile = { file_id: fileId };
        return okEnvelope(answer);
      } catch (error) {
        return refuseUpload(request, reply, error);
      }
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/file_storage/:workspace_id/v1/blob/:parent_dir/:file_id',
    compress: false,
    onSend: fileSecurityHeaders,
    handler: async (request, reply) => {
      const address = parseFileParams(request.params);
      const row = address === undefined ? undefined : await findFileBlob(db, address);
      if (row === undefined) return notFound(reply);
      const file: ServedFile = {
        fileId: row.file_id,
        servedType: row.served_type,
        size: Number(row.size_bytes),
        createdAt: row.created_at,
      };
      reply.headers(fileHeaders(file));
      if (notModified(request.headers, file)) return reply.code(304).send();
      const range = requestedRange(request.headers, file);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      }
      const length = range === undefined ? file.size : range.end - range.start + 1;
      reply.header('content-length', String(length));
      if (range !== undefined) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      if (request.method === 'HEAD') return reply.send();
      const bytes = await blobs.get(row.storage_key, range);
      if (bytes === undefined) {
        // A row whose bytes are gone (deleted by hand, a restored database): missing like any other file.
        request.log.warn({ fileId: row.file_id }, 'a file row has no stored bytes');
        return notFound(reply);
      }
      return reply.send(bytes);
    },
  });

  app.get('/api/file_storage/:workspace_id/usage', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const workspaceId = workspace_id.toLowerCase();
    await viewActor(db, workspaceId, authOf(request).userUuid);
    const answer: StorageUsage = { consumed_capacity: await storageUsed(db, workspaceId) };
    return okEnvelope(answer);
  });
}

function notFound(reply: FastifyReply): FastifyReply {
  const fileOnly = ['etag', 'last-modified', 'accept-ranges', 'content-disposition', 'content-range'];
  for (const header of [...fileOnly, 'content-length']) reply.removeHeader(header);
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(ErrorCode.RecordNotFound, 'File not found'));
}

/** Unread body a refused upload may still send, skipped so that the client reads the refusal. */
const drainableBytes = 64 * 1024 * 1024;

/**
 * Framing refusals keep their HTTP status (413 is what AppFlowy Web turns into its over-the-limit message);
 * an upload the client broke off is not the server's error. Anything else goes to the API's error handler.
 * A refused body is never stored: up to `drainableBytes` of it are read and dropped (a client that is still
 * sending would otherwise see a reset instead of the answer), beyond that, or of unknown size, the
 * connection is closed.
 */
function refuseUpload(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const announced = Number(request.headers['content-length'] ?? Number.NaN);
  if (!request.raw.complete && !(announced <= drainableBytes)) reply.header('connection', 'close');
  if (error instanceof UploadRefusal) {
    return reply.code(error.status).send(errorEnvelope(ErrorCode[error.errorName], error.message));
  }
  if (isAppError(error) && error.errorName === 'SingleUploadLimitExceeded') {
    return reply.code(413).send(error.toEnvelope());
  }
  if (request.raw.destroyed && !isAppError(error)) {
    throw new AppError('InvalidRequest', 'The upload was interrupted', { cause: error });
  }
  throw error;
}
