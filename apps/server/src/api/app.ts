import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createAuthenticate, decorateAuth } from '../auth/authenticate.js';
import { registerCors } from '../http/cors.js';
import { installApiErrorHandler } from '../http/errors.js';
import { createFastify, type LogStream } from '../http/fastify.js';
import { contentSecurityPolicy, installSecurityHeaders } from '../http/securityHeaders.js';
import { randomUUID } from 'node:crypto';
import { sqliteAppender } from '../collab/appendInWorker.js';
import { DocumentRegistry } from '../collab/registry.js';
import { registerAccessRequestRoutes } from '../routes/access-request/routes.js';
import { registerCollabRoutes } from '../routes/collab/routes.js';
import { registerDatabaseRoutes } from '../routes/database/routes.js';
import { registerDatabaseImportRoutes } from '../routes/database-import/routes.js';
import { registerRealtimeRoutes } from '../routes/realtime/routes.js';
import { registerFileStorageRoutes } from '../routes/file-storage/routes.js';
import { registerClientConfigRoutes } from '../routes/client-config/routes.js';
import type { RouteContext } from '../routes/context.js';
import { registerHealthRoutes } from '../routes/health/routes.js';
import { registerServerInfoRoutes } from '../routes/server-info/routes.js';
import { registerUserRoutes } from '../routes/user/routes.js';
import { registerWorkspaceRoutes } from '../routes/workspace/routes.js';
import { registerFavoriteRoutes } from '../routes/favorite/routes.js';
import { registerFolderRoutes } from '../routes/folder/routes.js';
import { registerPageViewRoutes } from '../routes/page-view/routes.js';
import { registerPublishedCommentRoutes } from '../routes/publish/comments.js';
import { registerPublishRoutes } from '../routes/publish/routes.js';
import { registerPublishedDuplicateRoutes } from '../routes/published-duplicate/routes.js';
import { frameLabelsIn } from '../routes/published-page/frameLabels.js';
import { createPublishedPageHtml } from '../routes/published-page/page.js';
import { pageEntryScripts } from '../routes/published-page/pageEntry.js';
import { registerNamespaceRedirect } from '../routes/published-page/namespaceRedirect.js';
import { registerPublishedPageRoutes } from '../routes/published-page/routes.js';
import { registerRecentRoutes } from '../routes/recent/routes.js';
import { registerSpaceRoutes } from '../routes/space/routes.js';
import { registerTrashRoutes } from '../routes/trash/routes.js';
import { registerAssetRoutes } from '../static/assets/routes.js';
import { staticBuildsIn } from '../static/builds.js';
import { registerStaticHosting } from '../static/hosting.js';
import { registerLegalPages } from '../static/legalPages.js';

export type ApiContext = Omit<RouteContext, 'authenticate' | 'collabs'>;

/** The API + pages + front ends service (QUIRE_API_PORT): every route family is registered here. */
export async function createApiApp(context: ApiContext, logStream?: LogStream): Promise<FastifyInstance> {
  // Client addresses (per-address limits: published-page passwords, event streams) from X-Forwarded-For behind a
  // trusted proxy, as on the auth service; else every reader would share the proxy's address and its limits.
  const app = createFastify('api', context.config.logLevel, {
    trustProxy: context.config.auth.trustProxy,
    logStream,
  });
  installSecurityHeaders(app, contentSecurityPolicy(context.config));
  decorateAuth(app);
  installApiErrorHandler(app);
  await registerCors(app, context.config.corsOrigins);
  await app.register(compress, { global: true });

  const { realtime } = context.config;
  const collabs = new DocumentRegistry(context.db, context.bus, {
    maxDocs: realtime.registryMaxDocs,
    idleMs: realtime.registryIdleSeconds * 1000,
    instanceId: randomUUID(),
    // SQLite: commits (and their fsync) in a worker thread, off the event loop (docs/realtime.md).
    append: sqliteAppender(context.config.database),
    onError: (error, objectId) => {
      app.log.error({ err: error, objectId }, 'live collab failure (compaction or fan-out)');
    },
  });
  // After the sockets closed (preClose) and requests finished: compactions drain before the database closes.
  app.addHook('onClose', async () => {
    await collabs.close();
  });
  const routes: RouteContext = {
    ...context,
    collabs,
    authenticate: createAuthenticate(context.config.jwtSecret, context.db),
  };
  await registerRealtimeRoutes(app, routes);
  registerHealthRoutes(app, routes);
  registerServerInfoRoutes(app, routes);
  registerUserRoutes(app, routes);
  registerWorkspaceRoutes(app, routes);
  registerClientConfigRoutes(app, routes);
  registerFolderRoutes(app, routes);
  registerPageViewRoutes(app, routes);
  registerPublishRoutes(app, routes);
  registerPublishedDuplicateRoutes(app, routes);
  registerAccessRequestRoutes(app, routes);
  registerPublishedCommentRoutes(app, routes);
  registerPublishedPageRoutes(app, routes);
  registerNamespaceRedirect(app, routes);
  registerCollabRoutes(app, routes);
  registerDatabaseRoutes(app, routes);
  registerDatabaseImportRoutes(app, routes);
  registerFileStorageRoutes(app, routes);
  registerSpaceRoutes(app, routes);
  registerFavoriteRoutes(app, routes);
  registerRecentRoutes(app, routes);
  registerTrashRoutes(app, routes);
  registerAssetRoutes(app);
  registerLegalPages(app, context.config.publicUrl);
  await registerStaticHosting(
    app,
    staticBuildsIn(context.config.webRoot),
    createPublishedPageHtml(
      context.db,
      context.config.publicUrl,
      pageEntryScripts(context.config.webRoot),
      context.config.runtime.fontStylesheetUrl ?? null,
      frameLabelsIn(context.config.webRoot),
    ),
  );
  return app;
}
