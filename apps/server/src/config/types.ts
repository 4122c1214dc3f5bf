import type { LogLevel, RemoteName } from './schema.js';

/**
 * The browser-visible subset of the configuration, served as `GET /config.json`. Its shape is the contract
 * `RuntimeConfig` of `@quire/shared`; nothing secret may ever be added here.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  authBaseUrl: string;
  wsUrl: string;
  publicUrl: string;
}

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** The whole server configuration; everything outside `runtime` stays on the server. */
export interface Config {
  host: string;
  apiPort: number;
  authPort: number;
  publicUrl: string;
  authPublicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  redis: { url: string; prefix: string } | null;
  jwtSecret: string;
  /** Every origin CORS lets in: the public URL's origin first, then QUIRE_CORS_ORIGINS. */
  corsOrigins: string[];
  /** Remote name → URL of its `mf-manifest.json`, as `/remotes.json` serves it. */
  remotes: Record<RemoteName, string>;
  webRoot: string;
  logLevel: LogLevel;
  runtime: RuntimeConfig;
}
