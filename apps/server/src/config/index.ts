export { ConfigError } from './errors.js';
export { apiWebSocketPath, loadConfig, parseConfig } from './load.js';
export { remoteNames, type LogLevel, type RemoteName } from './schema.js';
export { jwtSecretFileName } from './secret.js';
export type { Config, DatabaseConfig, RuntimeConfig } from './types.js';
