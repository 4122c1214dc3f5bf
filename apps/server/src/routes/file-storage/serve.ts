import type { IncomingHttpHeaders } from 'node:http';
import type { ByteRange } from '../../files/index.js';
import { servedTypeOf } from '../../files/sniff.js';

/** Files never change under their id: any cache may keep them for a year. */
export const fileCacheControl = 'public, immutable, max-age=31536000';

/** Nothing in a served file may run or load anything, even if a browser were to render it as a page. */
export const fileContentSecurityPolicy = "default-src 'none'; sandbox";

export interface ServedFile {
  fileId: string;
  servedType: string;
  size: number;
  createdAt: string;
}

/** The headers every answer about an existing file carries (200, 206, 304, HEAD). */
export function fileHeaders(file: ServedFile): Record<string, string> {
  const { type, inline } = servedTypeOf(file.servedType);
  return {
    etag: `"${file.fileId}"`,
    'last-modified': new Date(file.createdAt).toUTCString(),
    'cache-control': fileCacheControl,
    'accept-ranges': 'bytes',
    'content-type': type,
    ...(inline ? {} : { 'content-disposition': `attachment; filename="${file.fileId}"` }),
  };
}

/** Whether the client's copy is current: If-None-Match when sent (it wins), else If-Modified-Since. */
export function notModified(headers: IncomingHttpHeaders, file: ServedFile): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === `"${file.fileId}"`);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  if (Number.isNaN(since)) return false;
  // Last-Modified is sent in whole seconds.
  return Math.floor(Date.parse(file.createdAt) / 1000) * 1000 <= since;
}

/**
 * The one byte range asked for (`Range: bytes=a-b`, `a-`, `-n`), 'unsatisfiable' when it lies past the end,
 * or undefined for the whole file: no Range, several ranges, one that does not parse, or an If-Range that
 * does not match this file (RFC 9110 lets a server answer all of these with the whole file).
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  file: ServedFile,
): ByteRange | 'unsatisfiable' | undefined {
  const header = headers.range;
  if (header === undefined) return undefined;
  const ifRange = headers['if-range'];
  if (
    ifRange !== undefined &&
    ifRange !== `"${file.fileId}"` &&
    ifRange !== new Date(file.createdAt).toUTCString()
  ) {
    return undefined;
  }
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (match === null) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || file.size === 0) return 'unsatisfiable';
    return { start: Math.max(0, file.size - suffix), end: file.size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? file.size - 1 : Math.min(Number(last), file.size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= file.size) return 'unsatisfiable';
  return { start, end };
}
