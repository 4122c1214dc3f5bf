import { chmodSync, closeSync, openSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/index.js';
import type { Database } from './schema.js';

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
    case 'sqlite': {
      // Created (or tightened) to owner-only before SQLite opens it; its -wal and -shm files inherit the mode.
      closeSync(openSync(config.file, 'a', 0o600));
      chmodSync(config.file, 0o600);
      const database = new SqliteDatabase(config.file);
      // WAL lets readers run beside the single writer; busy_timeout rides out a second process on the file.
      database.pragma('journal_mode = WAL');
      // FULL (better-sqlite3's default, said here on purpose): every commit fsyncs the WAL, so an acknowledged
      // collab update survives power loss too. NORMAL could lose the last commits then (docs/realtime.md).
      database.pragma('synchronous = FULL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
      return new SqliteDialect({ database });
    }
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: config.url, max: 10 });
      pool.on('error', onIdleError);
      return new PostgresDialect({ pool });
    }
  }
}
