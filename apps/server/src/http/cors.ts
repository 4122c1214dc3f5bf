import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { requestIdHeader } from './fastify.js';

/**
 * CORS for the configured origins only (the public URL's origin + QUIRE_CORS_ORIGINS). Other origins get
 * no Access-Control-Allow-Origin header, so browsers refuse them; tokens travel in headers, never cookies.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'client-version',
      'device-id',
      // `@quire/shared`'s client names it so (the spec's local-storage key); AppFlowy's is `device-id`.
      'x-device-id',
      'redirect_to',
      requestIdHeader,
    ],
    exposedHeaders: [requestIdHeader, 'retry-after'],
    maxAge: 600,
  });
}
