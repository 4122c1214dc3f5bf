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
  const fallback = createNotFoundHandler(builds, pageHtml);
  app.setNotFoundHandler(fallback);
  // A published page's address (two segments, no file extension: namespaces and publish names have no dot)
  // goes straight to the same handler, without fastify-static first looking it up as a file of the shell —
  // a stat, a directory read and an ENOENT per request, a third of a rendered page's time. The answers are the
  // handler's, as before; a static route (`/api/health`, `/covers/…`) still wins over this one.
  app.get('/:namespace(^[^.]+$)/:publishName(^[^.]+$)', (request, reply) => {
    fallback(request, reply);
  });
}
