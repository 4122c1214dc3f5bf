export { ConfigError } from './errors.js';
export { apiWebSocketPath, loadConfig, parseConfig } from './load.js';
export { remoteNames, type LogLevel, type RateLimit, type RemoteName } from './schema.js';
export { jwtSecretFileName } from './secret.js';
export type {
  AuthConfig,
  BlobStorageConfig,
  FilesConfig,
  Config,
  PasswordConfig,
  DatabaseConfig,
  LimitsConfig,
  RealtimeConfig,
  RuntimeConfig,
} from './types.js';
