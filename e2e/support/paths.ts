import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
