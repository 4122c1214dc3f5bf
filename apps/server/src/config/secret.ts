import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from './errors.js';

export const jwtSecretFileName = 'jwt-secret';

/**
 * The HS256 secret: QUIRE_JWT_SECRET when set, otherwise one generated on the first start and kept in the
 * data directory, so that tokens survive restarts and every instance sharing the directory agrees.
 */
export async function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  const file = join(dataDir, jwtSecretFileName);
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if the file exists: two instances starting together keep whichever secret was written first.
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const kept = (await readFile(file, 'utf8')).trim();
  if (kept.length < 32) {
    throw new ConfigError([
      {
        variable: 'QUIRE_JWT_SECRET',
        message: `unset, and the kept secret ${file} is shorter than 32 characters (delete it to generate a new one)`,
      },
    ]);
  }
  return kept;
}

// Duck-typed: errors from Node's fs are not always `instanceof Error` of the caller's realm (jest's vm).
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';
}
