import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context.js';
import { registerPublishedEventsRoute } from './events.js';
import { sitemapXml } from './sitemap.js';

/**
 * `/sitemap.xml` and the live updates of published pages; the page HTML itself is answered by static hosting's
 * fallback (`createPublishedPageHtml`).
 */
export function registerPublishedPageRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemapXml(context.db, context.config.publicUrl, new Date());
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
  registerPublishedEventsRoute(app, context);
}
