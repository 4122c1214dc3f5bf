import type { RuntimeConfig } from '@quire/shared';

/** Running on its own (`pnpm --filter @quire/remote-publish dev`), the remote talks to a local server. */
export const DEV_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000',
  authBaseUrl: 'http://localhost:9999',
  wsUrl: 'ws://localhost:8000/ws/v1',
  publicUrl: 'http://localhost:8000',
};
