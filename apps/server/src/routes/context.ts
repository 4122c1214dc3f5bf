import type { Kysely } from 'kysely';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/index.js';
import type { DatabaseHandle } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { EventBus } from '../bus/index.js';
import type { BlobStorage } from '../files/index.js';
import type { DocumentRegistry } from '../collab/registry.js';
import type { Mailer } from '../mail/index.js';

/** What every route family is handed: the building blocks, never each other. */
export interface RouteContext {
  config: Config;
  db: Kysely<Database>;
  database: DatabaseHandle;
  bus: EventBus;
  /** SMTP or the outbox; the one the auth service uses too. */
  mailer: Mailer;
  /** Where uploaded files' bytes live (a folder or an S3 bucket). */
  blobs: BlobStorage;
  /** The live collabs: every write to a page's content (web-update, append-block, the websocket) goes through it. */
  collabs: DocumentRegistry;
  authenticate: preHandlerAsyncHookHandler;
  version: string;
}
