import { createHmac } from 'node:crypto';

/** A running HMAC, fed the upload's bytes as they come. */
export type FileIdDigest = ReturnType<typeof createHmac>;

/**
 * File ids are shaped like AppFlowy's (`<43 characters of base64url>.<ext>`, its FileId::from_bytes), but
 * the digest is an HMAC-SHA256 under a key only the server holds, over the workspace, the folder and the
 * bytes. The same file uploaded twice to one folder gets the same id (a retry stores nothing new and is not
 * counted twice), while nobody can compute an id from the bytes: the file URL works without a session, so
 * its id is what keeps it private, and a plain content hash would let anyone who has a file test whether a
 * workspace holds it.
 */
export function fileIdDigest(secret: string, workspaceId: string, parentDir: string): FileIdDigest {
  const key = createHmac('sha256', secret).update('quire file ids v1').digest();
  return createHmac('sha256', key).update(`${workspaceId}\u0000${parentDir}\u0000`);
}

export function fileIdOf(digest: FileIdDigest, ext: string): string {
  return `${digest.digest('base64url')}.${ext}`;
}

/** What a file id looks like; anything else names no file (and never reaches storage). */
export const fileIdPattern = /^[A-Za-z0-9_-]{43}\.[a-z0-9]{1,8}$/;

/**
 * A folder of the URL: normally a page's id, otherwise any name of letters, digits, `_` and `-` (no dots,
 * no slashes). Folder names are never part of a storage path either; this keeps URLs and rows tidy.
 */
export const parentDirPattern = /^[A-Za-z0-9_-]{1,128}$/;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A folder that is a UUID is a page id: in lower case, as pages are stored. */
export function normalParentDir(parentDir: string): string {
  return uuidPattern.test(parentDir) ? parentDir.toLowerCase() : parentDir;
}
