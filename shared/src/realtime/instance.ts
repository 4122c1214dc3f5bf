import { getRuntimeConfig } from '../config/index.js';
import { hasSessionRefresher, refreshSession } from '../session/refresh.js';
import { currentToken } from '../session/session.js';
import { isTokenExpired } from '../session/token.js';
import { RealtimeConnection } from './connection.js';

/** The session's access token for the socket's first message, refreshed first when it has expired. */
async function sessionAccessToken(): Promise<string | null> {
  const token = currentToken();
  if (token === null) return null;
  if (!isTokenExpired(token)) return token.access_token;
  if (!hasSessionRefresher()) return null;
  return (await refreshSession()).access_token;
}

let instance: RealtimeConnection | null = null;

/**
 * The tab's realtime connection (one per tab, shared by the shell and every remote through the @quire/shared
 * singleton), at the runtime config's `wsUrl`, authenticated with the session's token. Reconnects at once
 * when the browser comes back online.
 */
export function realtimeConnection(): RealtimeConnection {
  if (instance !== null) return instance;
  const connection = new RealtimeConnection({
    url: () => getRuntimeConfig().wsUrl,
    token: sessionAccessToken,
  });
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      connection.reconnectNow();
    });
  instance = connection;
  return connection;
}
