import { loadConfig } from '../config/index.js';
import { createServer, type QuireServer } from '../server.js';
import { stopOnSignals } from './shutdown.js';

export interface RunOptions {
  /** Called before the server listens; lets a harness add routes to the very process main starts. */
  beforeStart?: (server: QuireServer) => void | Promise<void>;
}

/** What `node dist/main.js` does: config from the environment, both services, stop on signals. */
export async function runQuire(options: RunOptions = {}): Promise<QuireServer> {
  const config = await loadConfig(process.env, process.cwd());
  const server = await createServer(config);
  await options.beforeStart?.(server);
  stopOnSignals(() => server.stop(), server.api.log);
  const ports = await server.start();
  server.api.log.info({ ports, database: config.database.kind, redis: config.redis !== null }, 'started');
  console.log(`Quire is running at ${config.publicUrl}`);
  console.log(`Auth service at ${config.authPublicUrl}`);
  return server;
}
