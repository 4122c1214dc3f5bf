import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendUnknownApiRoute } from '../http/errors.js';
import type { StaticBuild, StaticBuilds } from './builds.js';
import { noCache } from './cacheControl.js';
import { matchesEtag } from './etag.js';
import { shellIndexReader } from './shellIndex.js';
import { sendMissingBuild } from './unavailable.js';

/**
 * Server-rendered published pages: the HTML for a page path given the shell's index.html, or undefined when the
 * path is not a published page's (`routes/published-page`).
 */
export type PageHtml = (
  path: string,
  query: {
    blockId?: string;
    v?: string;
    r?: string;
    template?: boolean;
    thumbnail?: boolean;
    /** What the page's frame is chosen by: phone or desktop, the drawer's cookie, the language. */
    reader?: { userAgent?: string; acceptLanguage?: string; cookie?: string };
  },
  indexHtml: string,
) => Promise<{ body: Buffer; etag: string } | undefined>;

/**
 * Whatever no route and no file answered. The API keeps its envelope; remote and locale paths are real
 * files or nothing; every other page navigation gets the shell's index.html, whose router decides
 * (/app/…, /login, /{namespace}/{publishName}, its own not-found page).
 */
export function createNotFoundHandler(builds: StaticBuilds, pageHtml?: PageHtml) {
  const prefixed: StaticBuild[] = [...Object.values(builds.remotes), builds.locales];
  const readShellIndex = shellIndexReader(builds.shell.dir);
  // The handler sends and returns nothing: handing the reply back made Fastify await it as a thenable, which
  // stacked close listeners on the response (MaxListenersExceededWarning in the hosting tests).
  return (request: FastifyRequest, reply: FastifyReply): void => {
    respond(request, reply);
  };

  function respond(request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
    if (!wantsPage(request, path)) return sendPlainNotFound(reply);
    if (pageHtml !== undefined) {
      void sendPage(request, reply, path, pageHtml);
      return reply;
    }
    return sendShell(reply);
  }

  function sendShell(reply: FastifyReply): FastifyReply {
    return reply.header('cache-control', noCache).sendFile('index.html', builds.shell.dir);
  }

  /** A published page's HTML when the path names one; the shell as is otherwise, or when rendering fails. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    render: PageHtml,
  ): Promise<void> {
    try {
      const indexHtml = await readShellIndex();
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      const page = await render(
        path,
        {
          blockId: search.get('blockId') ?? undefined,
          v: search.get('v') ?? undefined,
          r: search.get('r') ?? undefined,
          template: search.get('template') === 'true',
          // Thumbnail mode (PUB-04) is `thumbnail=true` together with `template=true`.
          thumbnail: search.get('template') === 'true' && search.get('thumbnail') === 'true',
          reader: {
            userAgent: request.headers['user-agent'],
            acceptLanguage: request.headers['accept-language'],
            cookie: request.headers.cookie,
          },
        },
        indexHtml,
      );
      if (page === undefined) {
        sendShell(reply);
        return;
      }
      // The frame follows the reader's device, language and drawer cookie.
      void reply
        .header('cache-control', noCache)
        .header('vary', 'User-Agent, Accept-Language, Cookie')
        .header('etag', page.etag);
      // The browser's copy is still what it would get (checked as for any request, policy included).
      if (matchesEtag(request.headers['if-none-match'], page.etag)) {
        void reply.code(304).send();
        return;
      }
      void reply.type('text/html; charset=utf-8').send(page.body);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering of a published page failed');
      if (!reply.sent) sendShell(reply);
    }
  }
}

/**
 * A page navigation: a browser asks for HTML; other clients (curl, link checkers) ask for anything, and then a
 * path that names a file (`/main.0a1b2c3d.js`) must stay a 404 — a stale script answered with HTML fails far
 * from its cause — while an extension-less path (`/app`, `/{namespace}/{publishName}`) is a page.
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

function sendPlainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
