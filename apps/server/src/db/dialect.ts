import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect, openSqliteConnection } from './sqlite.js';

export type DatabaseKind = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `onIdleError` receives failures of pooled PostgreSQL connections that no query is waiting on (the database
 * restarted, an administrator ended the session): without a listener the pool's error event would end the process.
 * The pool replaces the connection; the next query reports its own error if the database is really gone.
 */
export function openDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: createDialect(config, onIdleError) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: config.kind,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => (closing ??= db.destroy()),
  };
}

function createDialect(config: DatabaseConfig, onIdleError: (error: Error) => void) {
  switch (config.kind) {
    case 'sqlite':
      // Collab updates are appended by a second connection, in a worker thread (../collab/appendInWorker.ts).
      return new ImmediateSqliteDialect(openSqliteConnection(config.file));
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: config.url, max: 10 });
      pool.on('error', onIdleError);
      return new PostgresDialect({ pool });
    }
  }
}
