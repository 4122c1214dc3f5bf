import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createApiApp } from './api/app.js';
import { createEventBus, type EventBus } from './bus/index.js';
import { publishSessionsEnded } from './realtime/sessionSockets.js';
import type { Config } from './config/index.js';
import { openDatabase, type DatabaseHandle } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { openBlobStorage, type BlobStorage } from './files/index.js';
import { createAuthApp } from './gotrue/app.js';
import type { AuthDeps } from './gotrue/deps.js';
import type { LogStream } from './http/fastify.js';
import { createMailer } from './mail/index.js';
import { readServerVersion } from './version.js';

export interface ListeningPorts {
  api: number;
  auth: number;
}

/** Both services of one Quire instance and what they share; built by main and by the tests alike. */
export interface QuireServer {
  readonly config: Config;
  /** Not listening until `start()`: a test may still add routes to it. */
  readonly api: FastifyInstance;
  readonly auth: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly bus: EventBus;
  /** Where uploaded files' bytes live. */
  readonly blobs: BlobStorage;
  /** What the auth routes share (database, mailer, clock): tests sign users in through it. */
  readonly authDeps: AuthDeps;
  readonly version: string;
  start(): Promise<ListeningPorts>;
  /** Stops accepting, lets in-flight requests finish, then closes the bus and the database. Idempotent. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The auth service's clock (default: the real one); tests move it to expire links and tokens. */
  now?: () => Date;
  /** Where both services write their log lines (default: stdout). */
  logStream?: LogStream;
}

/** Opens the database (migrated to the latest schema) and the bus, and builds both services. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<QuireServer> {
  const version = readServerVersion();
  // The database and the bus exist before the API (whose logger they report to), so the logger is late-bound.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = openDatabase(config.database, (error) =>
    logger.current?.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  );
  let bus: EventBus | undefined;
  let blobs: BlobStorage | undefined;
  try {
    await migrateToLatest(database.db);
    blobs = await openBlobStorage(config.files.storage);
    bus = await createEventBus(config.redis, (error) =>
      logger.current?.error({ err: error }, 'event bus error'),
    );
    // Like the bus, the mailer exists before the apps (both send mail) and writes to the auth log late-bound.
    const authLog: { current?: FastifyBaseLogger } = {};
    const mailer = createMailer(config, {
      warn: (details, message) => authLog.current?.warn(details, message),
    });
    const api = await createApiApp(
      { config, db: database.db, database, bus, mailer, blobs, version },
      options.logStream,
    );
    logger.current = api.log;
    const busOfSessions = bus;
    const authDeps: AuthDeps = {
      config,
      db: database.db,
      mailer,
      now: options.now ?? (() => new Date()),
      sessionsEnded: (sessionIds) => publishSessionsEnded(busOfSessions, sessionIds),
    };
    const auth = await createAuthApp(config, version, authDeps, options.logStream);
    authLog.current = auth.log;
    return assemble({ config, api, auth, database, bus, blobs, authDeps, version });
  } catch (error) {
    await blobs?.close();
    await bus?.close();
    await database.close();
    throw error;
  }
}

function assemble(parts: Omit<QuireServer, 'start' | 'stop'>): QuireServer {
  const { config, api, auth, database, bus, blobs, authDeps } = parts;
  let stopping: Promise<void> | undefined;
  const stopOnce = async () => {
    await Promise.all([api.close(), auth.close()]);
    await authDeps.mailer.close();
    await bus.close();
    await blobs.close();
    await database.close();
  };
  return {
    ...parts,
    start: async () => {
      await api.listen({ port: config.apiPort, host: config.host });
      await auth.listen({ port: config.authPort, host: config.host });
      return { api: portOf(api), auth: portOf(auth) };
    },
    stop: () => (stopping ??= stopOnce()),
  };
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}
