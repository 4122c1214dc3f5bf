import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authorizedPublishedView } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { findPublishedAt, publicReaderOf } from '../publish/publicReader.js';
import { publicBodyLimit } from '../publish/schema.js';
import { PublishedCopyWatcher } from './copyWatcher.js';

export interface LiveEventLimits {
  /** Open streams one client address may hold (several tabs, a reconnect overlapping its old stream). */
  perAddress: number;
  /** Open streams this server instance holds in all. */
  total: number;
  /** How often followed copies are read; a comment line keeps idle streams (and their proxies) open. */
  intervalMs: number;
  keepAliveMs: number;
}

export const defaultLiveEventLimits: LiveEventLimits = {
  perAddress: 8,
  total: 2_000,
  intervalMs: 1_000,
  keepAliveMs: 25_000,
};

/**
 * `GET|POST /api/workspace/published/{namespace}/{publish_name}/events`: a read-only stream of server-sent
 * events for readers of a published page — `version` (the copy's version, at once and whenever it changes: the
 * reader then reads the blob again) and `gone` (unpublished or no longer readable; the stream ends). Anonymous,
 * through the view policy's anonymous reader like every public read, the password as they take it (header or
 * POSTed body, never the address), and bounded per client address and in all.
 */
export function registerPublishedEventsRoute(
  app: FastifyInstance,
  context: RouteContext,
  limits: LiveEventLimits = defaultLiveEventLimits,
): void {
  const { db, config } = context;
  const watcher = new PublishedCopyWatcher(
    db,
    { intervalMs: limits.intervalMs, policyEvery: 10 },
    (error) => {
      app.log.error({ err: error }, 'following a published copy failed');
    },
  );
  const perAddress = new Map<string, number>();
  const open = new Set<() => void>();
  let total = 0;

  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    watcher.close();
    done();
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/workspace/published/:namespace/:publish_name/events',
    bodyLimit: publicBodyLimit,
    handler: async (request, reply) => {
      const address = request.ip;
      if (total >= limits.total || (perAddress.get(address) ?? 0) >= limits.perAddress) {
        throw new AppError('TooManyRequests', 'Too many live pages are open from this address.');
      }
      const now = new Date();
      const { resolved, publication } = await findPublishedAt(db, request, SpecMessages.viewNotPublished);
      const reader = await publicReaderOf(db, request, publication, config.limits, now);
      const tree = await loadViewTree(db, resolved.workspaceId);
      authorizedPublishedView(reader, 'read', tree, publication);
      // Counted again after the awaits: another stream of this address may have opened meanwhile.
      if (total >= limits.total || (perAddress.get(address) ?? 0) >= limits.perAddress) {
        throw new AppError('TooManyRequests', 'Too many live pages are open from this address.');
      }

      total += 1;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      void reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(': live updates of a published page\n\n');
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stop();
        clearInterval(keepAlive);
        open.delete(end);
        total -= 1;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left <= 0) perAddress.delete(address);
        else perAddress.set(address, left);
        raw.end();
      };
      const stop = watcher.watch(
        { workspaceId: resolved.workspaceId, publication, passwordAccepted: reader.passwordAccepted },
        {
          onVersion: (version) => raw.write(`event: version\ndata: ${version}\n\n`),
          onGone: () => {
            raw.write('event: gone\ndata: \n\n');
            end();
          },
        },
      );
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), limits.keepAliveMs);
      keepAlive.unref();
      open.add(end);
      request.raw.on('close', end);
      raw.on('error', end);
    },
  });
}
