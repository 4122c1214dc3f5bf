// The JavaScript a page loaded, as the bundle-size and publish benchmarks count it: every answered request
// that is a script (by resource type or content type), with its size raw and gzipped (level 9).
import { gzipSync } from 'node:zlib';

/** `requests` (Playwright requests, in the order made) → [{file, raw, gzip}] of those that were scripts. */
export async function loadedScripts(requests) {
  const files = [];
  for (const request of requests) {
    const response = await request.response();
    if (response === null) continue;
    const type = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !type.includes('javascript')) continue;
    const body = await response.body();
    files.push({
      file: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  return files;
}
