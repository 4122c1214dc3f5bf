import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendUnknownApiRoute } from '../http/errors.js';
import type { StaticBuild, StaticBuilds } from './builds.js';
import { noCache } from './cacheControl.js';
import { sendMissingBuild } from './unavailable.js';

/**
 * Whatever no route and no file answered. The API keeps its envelope; remote and locale paths are real
 * files or nothing; every other page navigation gets the shell's index.html, whose router decides
 * (/app/…, /login, /{namespace}/{publishName}, its own not-found page).
 */
export function createNotFoundHandler(builds: StaticBuilds) {
  const prefixed: StaticBuild[] = [...Object.values(builds.remotes), builds.locales];
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return sendUnknownApiRoute(request, reply);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const build = prefixed.find((candidate) => path.startsWith(candidate.urlPrefix));
    if (
      build !== undefined ||
      path === '/remotes' ||
      path.startsWith('/remotes/') ||
      path.startsWith('/locales/')
    ) {
      if (isRead && build !== undefined && !existsSync(build.dir)) return sendMissingBuild(reply, build);
      return sendPlainNotFound(reply);
    }
    if (!isRead) return sendPlainNotFound(reply);
    if (!existsSync(join(builds.shell.dir, 'index.html'))) return sendMissingBuild(reply, builds.shell);
    if (!acceptsHtml(request)) return sendPlainNotFound(reply);
    return reply.header('cache-control', noCache).sendFile('index.html', builds.shell.dir);
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') ?? false;
}

function sendPlainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
