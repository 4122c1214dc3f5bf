import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StaticBuild, StaticBuilds } from './builds.js';
import { cacheControlFor } from './cacheControl.js';
import { createNotFoundHandler, type PageHtml } from './fallback.js';

/**
 * Serves the built front ends: the shell at `/`, each remote under `/remotes/<name>/`, the locales under
 * `/locales/`. Directories are looked up per request, so a build made after the server started is served
 * without a restart, and a missing one is a 503 page rather than a crash.
 */
export async function registerStaticHosting(
  app: FastifyInstance,
  builds: StaticBuilds,
  pageHtml?: PageHtml,
): Promise<void> {
  const serve = async (build: StaticBuild, decorateReply: boolean) => {
    await app.register(fastifyStatic, {
      root: build.dir,
      prefix: build.urlPrefix,
      decorateReply,
      wildcard: true,
      // index.html goes through the SPA fallback instead, so that `/` and deep links answer alike.
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  };
  // Only the shell's registration decorates `reply.sendFile`, which the SPA fallback uses.
  await serve(builds.shell, true);
  for (const build of [...Object.values(builds.remotes), builds.locales]) await serve(build, false);
  app.setNotFoundHandler(createNotFoundHandler(builds, pageHtml));
}
