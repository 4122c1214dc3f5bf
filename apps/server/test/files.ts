// File-storage test helpers: uploads through the API (fetch, or raw HTTP for what fetch will not send),
// reads without a session, and what the storage holds (files in the folder or objects in the bucket).
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import type { MatrixRole } from './matrix/types.js';
import type { PageTreeWorld } from './pageTree.js';
import type { TestServer } from './harness.js';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data?: T;
  retry_after_secs?: number;
}

export const blobPath = (world: PageTreeWorld, parentDir: string, fileId?: string) =>
  `/api/file_storage/${world.workspaceId}/v1/blob/${parentDir}${fileId === undefined ? '' : `/${fileId}`}`;

/** `bytes` as a PNG as far as any sniffer is concerned: the signature, then noise. */
export function pngBytes(size = 256): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(size - 8),
  ]);
}

export async function upload(
  running: TestServer,
  world: PageTreeWorld,
  role: MatrixRole | 'anonymous',
  parentDir: string,
  body: Buffer | string,
  contentType = 'application/octet-stream',
): Promise<Answer<{ file_id: string }>> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (role !== 'anonymous') headers.authorization = world.ctx.users[role].authorization;
  const response = await fetch(`${running.apiUrl}${blobPath(world, parentDir)}`, {
    method: 'PUT',
    headers,
    body,
  });
  if (response.status === 401) return { status: 401, code: -1, message: await response.text() };
  return {
    status: response.status,
    ...((await response.json()) as Omit<Answer<{ file_id: string }>, 'status'>),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A PUT written by hand: `headers` exactly as given (no Content-Length unless set, chunked otherwise), the
 * body in `chunks`, and `abortAfter` chunks the connection is cut. Resolves with whatever the server
 * answered (an early answer to a refused body included), or null when it answered nothing.
 */
export function rawPut(
  url: string,
  headers: Record<string, string>,
  chunks: Buffer[],
  options: { abortAfter?: number } = {},
): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'PUT', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (body += part));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
        response.on('error', () => {
          resolve(null);
        });
      },
    );
    // The server may answer and close before the body is written: that is the point of some tests.
    outgoing.on('error', () => {
      resolve(null);
    });
    void (async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (options.abortAfter === index) {
          outgoing.destroy();
          resolve(null);
          return;
        }
        if (outgoing.destroyed) return;
        outgoing.write(chunk);
        await new Promise((next) => setTimeout(next, 5));
      }
      outgoing.end();
    })();
  });
}

/** Every object the server's storage holds: files under its folder, or objects under its bucket prefix. */
export async function storedObjects(running: TestServer): Promise<string[]> {
  const storage = running.server.config.files.storage;
  if (storage.kind === 'local') {
    const entries = await readdir(storage.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  }
  const client = new S3Client({
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    ...(storage.endpoint === null ? {} : { endpoint: storage.endpoint }),
    ...(storage.credentials === null ? {} : { credentials: storage.credentials }),
  });
  try {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: storage.prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

/** The workspace's rows in file_blobs. */
export async function fileRows(running: TestServer, workspaceId: string) {
  return running.server.database.db
    .selectFrom('file_blobs')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .execute();
}
