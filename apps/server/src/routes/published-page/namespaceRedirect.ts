import { reservedNamespaces } from '@quire/shared/contract';
import type { FastifyInstance } from 'fastify';
import { anonymousReader, canReadPublished } from '../../policies/view.js';
import { findPublishDefault, resolveNamespace } from '../../queries/publishing.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';

const reserved = new Set<string>([...reservedNamespaces, 'locales', 'shell']);
// `/{namespace}` (its home page) or `/{namespace}/{publishName}`: one or two segments, no file extension.
const publishedPath = /^\/([^/.]+)(\/[^/]+)?\/?$/;

/**
 * Old namespaces keep resolving (issue 11): a page navigation to `/{old}/{name}` or `/{old}` is redirected to
 * the workspace's current namespace, query kept; `/{namespace}` alone goes to the default page when one is
 * set and the public may reach it (a protected one asks for its password there). The redirect is temporary (302, not cached): a namespace
 * given up can be taken back, and a cached permanent redirect would then loop. Only HTML navigations pay the
 * lookup; API calls, files and the app's own routes never reach it.
 */
export function registerNamespaceRedirect(app: FastifyInstance, context: RouteContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!(request.headers.accept ?? '').includes('text/html')) return;
    const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
    const match = publishedPath.exec(path);
    if (match === null) return;
    let namespace: string;
    try {
      namespace = decodeURIComponent(match[1] ?? '');
    } catch {
      return;
    }
    if (namespace.length > 256 || reserved.has(namespace.toLowerCase())) return;
    const resolved = await resolveNamespace(context.db, namespace);
    if (resolved === undefined) return;
    let rest = match[2] ?? '';
    if (rest === '') {
      const home = await findPublishDefault(context.db, resolved.workspaceId);
      const tree = home === undefined ? undefined : await loadViewTree(context.db, resolved.workspaceId);
      if (tree !== undefined && canReadPublished(anonymousReader(new Date(), true), 'read', tree, home)) {
        rest = `/${encodeURIComponent(home?.publish_name ?? '')}`;
      }
    }
    if (resolved.current === namespace && rest === (match[2] ?? '')) return;
    const target = `/${encodeURIComponent(resolved.current)}${rest}${query === undefined ? '' : `?${query}`}`;
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
