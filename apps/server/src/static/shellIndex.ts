import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** How long a read of the shell's index.html is trusted before its modification time is looked at again. */
const recheckMs = 1_000;

/**
 * The shell's index.html, kept in memory: a published page's HTML is built on it for every request, and
 * reading it from disk each time (open, stat, read, close) was a sixth of a rendered page's time. Its
 * modification time is checked at most once a second, so a new build of the shell is picked up without a
 * restart.
 */
export function shellIndexReader(shellDir: string): () => Promise<string> {
  const file = join(shellDir, 'index.html');
  let known: { mtimeMs: number; text: string } | undefined;
  let checkedAt = 0;
  return async () => {
    const now = Date.now();
    if (known !== undefined && now - checkedAt < recheckMs) return known.text;
    const { mtimeMs } = await stat(file);
    checkedAt = now;
    if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, text: await readFile(file, 'utf8') };
    return known.text;
  };
}
