import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** Applies every pending migration; running it again on a migrated database changes nothing. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
