import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The scripts of the publish remote's page entry, as its build lists them in `dist/page/entry.json`. */
export type PageEntryScripts = () => Promise<readonly string[] | undefined>;

const scriptPath = /^\/remotes\/publish\/page\/[\w.-]+\.js$/;
/** How long a read of entry.json is trusted before its modification time is looked at again. */
const recheckMs = 2_000;

/**
 * Reads the page entry's manifest from the web root: the script addresses a published page's HTML loads instead
 * of the shell's. Undefined when the remote was built without it (the page then loads the shell, as any
 * route). Re-read when the file changes, so a new release of the remote is picked up without a restart.
 */
export function pageEntryScripts(webRoot: string): PageEntryScripts {
  const file = join(webRoot, 'remote-publish', 'dist', 'page', 'entry.json');
  let known: { mtimeMs: number; scripts: readonly string[] | undefined } | undefined;
  let checkedAt = 0;
  return async () => {
    const now = Date.now();
    if (known !== undefined && now - checkedAt < recheckMs) return known.scripts;
    checkedAt = now;
    try {
      const { mtimeMs } = await stat(file);
      if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, scripts: parseEntry(await readFile(file, 'utf8')) };
    } catch {
      known = { mtimeMs: 0, scripts: undefined };
    }
    return known.scripts;
  };
}

function parseEntry(text: string): readonly string[] | undefined {
  try {
    const value = JSON.parse(text) as { format?: unknown; scripts?: unknown };
    if (value.format !== 1 || !Array.isArray(value.scripts) || value.scripts.length === 0) return undefined;
    const scripts = value.scripts.filter((item): item is string => typeof item === 'string');
    // Only our own file names end up in the page: anything else means the file is not what we built.
    return scripts.length === value.scripts.length && scripts.every((item) => scriptPath.test(item))
      ? scripts
      : undefined;
  } catch {
    return undefined;
  }
}
