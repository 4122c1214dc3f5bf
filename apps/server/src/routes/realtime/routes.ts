import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { apiWebSocketPath } from '../../config/index.js';
import { CloseCode, RealtimeConnection } from '../../realtime/connection.js';
import { AccessEpochs } from '../../realtime/accessEpochs.js';
import { SessionSockets } from '../../realtime/sessionSockets.js';
import { announceWorkspaceWrites } from '../../realtime/workspaceEvents.js';
import type { RouteContext } from '../context.js';

/**
 * `GET /ws/v1`: real-time collab (docs/realtime.md). The socket authenticates with its first message, never the
 * URL (URLs are logged). Messages past twice the configured size are cut off by ws itself (close 1009); up to
 * that, the connection refuses them with an error frame.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  const { config } = context;
  await app.register(websocket, {
    options: { maxPayload: config.realtime.maxMessageBytes * 2 },
    // Sockets are told why they close (the default closes them without a code), then requests drain.
    preClose: function closeSockets(this: FastifyInstance, done) {
      for (const client of this.websocketServer.clients) {
        client.close(CloseCode.GoingAway, 'the server is shutting down');
      }
      done();
    },
  });
  const accessEpochs = new AccessEpochs();
  announceWorkspaceWrites(app, context.bus, accessEpochs);
  // Sign-outs and revoked sessions, from this instance's auth service or another's: their sockets close at once.
  const sessions = new SessionSockets();
  const stopListening = await sessions.listen(context.bus);
  app.addHook('onClose', async () => {
    await stopListening();
  });
  app.get(apiWebSocketPath, { websocket: true }, (socket, request) => {
    new RealtimeConnection(socket, {
      db: context.db,
      bus: context.bus,
      collabs: context.collabs,
      accessEpochs,
      sessions,
      config,
      log: request.log,
    }).start();
  });
}
