import { chmodSync, closeSync, openSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Opens the SQLite file the way every connection of the process must: the main one (./dialect.ts) and the collab
 * appender's in its worker thread (../collab/appendWorker.ts).
 */
export function openSqliteConnection(file: string): SqliteDatabase.Database {
  // Created (or tightened) to owner-only before SQLite opens it; its -wal and -shm files inherit the mode.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; busy_timeout rides out the other connection's write (the
  // appender's worker, or a second process on the file).
  database.pragma('journal_mode = WAL');
  // FULL (better-sqlite3's default, said here on purpose): every commit fsyncs the WAL, so an acknowledged
  // collab update survives power loss too. NORMAL could lose the last commits then (docs/realtime.md).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

/**
 * Kysely's SQLite dialect with transactions begun IMMEDIATE: a transaction takes the write lock when it starts
 * (waiting up to busy_timeout for another connection's write to end) instead of at its first write. With two
 * connections on the file, a deferred transaction that read before the other connection committed could not
 * write any more (SQLITE_BUSY_SNAPSHOT, which no wait cures); an immediate one never reads an outdated snapshot.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.database });
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
