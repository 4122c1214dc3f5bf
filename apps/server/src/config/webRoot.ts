import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root as seen from the server's own files (src/config or dist/config), so that
 * `node apps/server/dist/main.js` finds the front-end builds whatever the working directory is.
 */
export function defaultWebRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) break;
  }
  // Outside the monorepo (a copied dist): the layout apps/server/<dist|src>/config is still the best guess.
  return resolve(here, '../../../..');
}
