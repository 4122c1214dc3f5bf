import { basename } from 'node:path';

export const immutable = 'public, max-age=31536000, immutable';
/** Stored but revalidated on every use (ETag / Last-Modified make that a cheap 304). */
export const noCache = 'no-cache';

// A content hash segment such as `main.3f2a1b9c.js` or `__federation_expose_Login.0a1b2c3d.js`.
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Content-hashed files never change under their name, so browsers may keep them for a year; everything
 * else (index.html, mf-manifest.json, remoteEntry.js, locale files) names "the current version" and must
 * be revalidated, or a release would not reach browsers that already have the old one.
 */
export function cacheControlFor(filePath: string): string {
  return hashedName.test(basename(filePath)) ? immutable : noCache;
}
