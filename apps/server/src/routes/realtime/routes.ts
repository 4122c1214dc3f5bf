import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { apiWebSocketPath } from '../../config/index.js';
import { RealtimeConnection } from '../../realtime/connection.js';
import { announceWorkspaceWrites } from '../../realtime/workspaceEvents.js';
import type { RouteContext } from '../context.js';

/**
 * `GET /ws/v1`: real-time collab (docs/realtime.md). The socket authenticates with its first message, never the
 * URL (URLs are logged). Messages past twice the configured size are cut off by ws itself (close 1009); up to
 * that, the connection refuses them with an error frame.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  const { config } = context;
  await app.register(websocket, { options: { maxPayload: config.realtime.maxMessageBytes * 2 } });
  announceWorkspaceWrites(app, context.bus);
  app.get(apiWebSocketPath, { websocket: true }, (socket, request) => {
    new RealtimeConnection(socket, {
      db: context.db,
      bus: context.bus,
      collabs: context.collabs,
      config,
      log: request.log,
    }).start();
  });
}
