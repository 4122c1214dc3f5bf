import { isDatabaseLayout } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ViewRow } from '../../db/schema.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { anonymousReader, authorizedPublishedView, type AnonymousReader } from '../../policies/view.js';
import { presentPublishInfo } from '../../presenters/publishInfo.js';
import { presentPublishedMeta, presentPublishedOutline } from '../../presenters/publishedView.js';
import { publishedChildren, publishedOutline } from '../../queries/publishedOutline.js';
import {
  findPublicationOfView,
  findPublishDefault,
  findPublishedCopy,
  publicationsOf,
  publishedTitles,
  resolveNamespace,
  workspaceName,
} from '../../queries/publishing.js';
import { publishedDatabaseBlob, publishedRowDocument } from '../../queries/publishedDatabase.js';
import { publishedRelations } from '../../queries/publishedRelations.js';
import { loadViewTree, type ViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { findPublishedAt, publicReaderOf } from './publicReader.js';
import { namespaceParamsSchema, publicBodyLimit, rowParamsSchema, viewIdParamsSchema } from './schema.js';

/**
 * The public reads of published pages (spec 001 §7), without a session: whoever asks is the anonymous
 * reader of the view policy, and only published copies are read. A namespace the workspace had before
 * resolves to the same pages (the answers name the current namespace in their publish info, so a client
 * can move its address bar). A protected page's password comes in the `x-publish-password` header or, POSTed, in the body `{password}`.
 */
export function registerPublicPublishRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, config } = context;

  /** The page `namespace/publish_name` names, the reader (password checked) and the view it may read. */
  const openPublished = async (request: FastifyRequest, notPublished: string) => {
    const now = new Date();
    const { resolved, publication } = await findPublishedAt(db, request, notPublished);
    const reader = await publicReaderOf(db, request, publication, config.limits, now);
    const tree = await loadViewTree(db, resolved.workspaceId);
    const view = authorizedPublishedView(reader, 'read', tree, publication, notPublished);
    return { resolved, publication, reader, tree, view };
  };

  const metaOf = async (workspaceId: string, reader: AnonymousReader, tree: ViewTree, view: ViewRow) => {
    const [publications, titles] = await Promise.all([
      publicationsOf(db, workspaceId),
      publishedTitles(db, workspaceId),
    ]);
    const children = publishedChildren(reader, tree, publications, view.view_id);
    return presentPublishedMeta(view, children, tree.ancestry(view.view_id).reverse(), titles);
  };

  // GET, or POST with the password in the body `{password}` for clients that cannot set a header.
  const readMethods: ('GET' | 'POST')[] = ['GET', 'POST'];
  const readOptions = { bodyLimit: publicBodyLimit };

  app.route({
    method: readMethods,
    url: '/api/workspace/v1/published/:namespace/:publish_name',
    ...readOptions,
    handler: async (request, reply) => {
      const { resolved, publication, reader, tree, view } = await openPublished(
        request,
        SpecMessages.viewMetaNotPublished,
      );
      if (publication.password_hash !== null) void reply.header('cache-control', 'no-store');
      return okEnvelope(await metaOf(resolved.workspaceId, reader, tree, view));
    },
  });

  // `/{namespace}` alone: its default page, so that the page route can redirect to `/{namespace}/{publish_name}`.
  app.get('/api/workspace/published/:namespace', async (request, reply) => {
    const { namespace } = parseRequest(namespaceParamsSchema, request.params, 'params');
    const now = new Date();
    const resolved = await resolveNamespace(db, namespace);
    const publication =
      resolved === undefined ? undefined : await findPublishDefault(db, resolved.workspaceId);
    if (resolved === undefined || publication === undefined) {
      throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    }
    const reader = await publicReaderOf(db, request, publication, config.limits, now);
    const tree = await loadViewTree(db, resolved.workspaceId);
    const view = authorizedPublishedView(reader, 'read', tree, publication);
    if (publication.password_hash !== null) void reply.header('cache-control', 'no-store');
    return okEnvelope({
      info: presentPublishInfo(publication, resolved.current, ''),
      meta: await metaOf(resolved.workspaceId, reader, tree, view),
    });
  });

  app.route({
    method: readMethods,
    url: '/api/workspace/published/:namespace/:publish_name/blob',
    ...readOptions,
    handler: async (request, reply) => {
      const { resolved, reader, tree, view } = await openPublished(request, SpecMessages.viewNotPublished);
      const copy = await findPublishedCopy(db, resolved.workspaceId, view.view_id);
      if (copy === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
      void reply.header('cache-control', 'no-store');
      if (!isDatabaseLayout(view.layout)) {
        return reply.type('application/octet-stream').send(Buffer.from(copy.docState));
      }
      // Spec 001 §3's database blob: the visible views, their rows and row documents, as published, and the
      // related databases' pages the public may open.
      const publications = await publicationsOf(db, resolved.workspaceId);
      const blob = await publishedDatabaseBlob(db, resolved.workspaceId, view.view_id, (database) =>
        publishedRelations(database, reader, tree, publications),
      );
      if (blob === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
      return reply.type('application/json').send(blob);
    },
  });

  // Spec 000 §7's "get publish row document": one row's document, from the published copy only. Every
  // refusal (the page not published or not a database, the row not among its visible views, of another
  // database or workspace) is the same 'View has not been published yet'; a published row without a
  // document is 'Document not found'.
  app.route({
    method: readMethods,
    url: '/api/workspace/published/:namespace/:publish_name/rows/:row_id/document',
    ...readOptions,
    handler: async (request, reply) => {
      const { row_id } = parseRequest(rowParamsSchema, request.params, 'params');
      const { resolved, publication, view } = await openPublished(request, SpecMessages.viewNotPublished);
      if (!isDatabaseLayout(view.layout)) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
      const rowId = row_id.toLowerCase();
      const found = await publishedRowDocument(db, {
        workspaceId: resolved.workspaceId,
        viewId: view.view_id,
        rowId,
      });
      if (!found.row) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
      if (found.documentId === undefined || found.document === undefined) {
        throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
      }
      if (publication.password_hash !== null) void reply.header('cache-control', 'no-store');
      return okEnvelope({
        row_id: rowId,
        document_id: found.documentId,
        doc_state: Array.from(found.document),
      });
    },
  });

  app.get('/api/workspace/v1/published-info/:view_id', async (request) => {
    const { view_id } = parseRequest(viewIdParamsSchema, request.params, 'params');
    if (!z.uuid().safeParse(view_id).success)
      throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    const publication = await findPublicationOfView(db, view_id.toLowerCase());
    if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    const tree = await loadViewTree(db, publication.workspace_id);
    authorizedPublishedView(anonymousReader(new Date()), 'info', tree, publication);
    const resolved = await resolveNamespace(db, publication.workspace_id);
    return okEnvelope(presentPublishInfo(publication, resolved?.current ?? publication.workspace_id, ''));
  });

  app.get('/api/workspace/published-outline/:namespace', async (request) => {
    const { namespace } = parseRequest(namespaceParamsSchema, request.params, 'params');
    const resolved = await resolveNamespace(db, namespace);
    if (resolved === undefined) throw new AppError('RecordNotFound', SpecMessages.publishOutlineNotFound);
    const [tree, publications, titles, name] = await Promise.all([
      loadViewTree(db, resolved.workspaceId),
      publicationsOf(db, resolved.workspaceId),
      publishedTitles(db, resolved.workspaceId),
      workspaceName(db, resolved.workspaceId),
    ]);
    const nodes = publishedOutline(anonymousReader(new Date()), tree, publications);
    return okEnvelope(presentPublishedOutline({ workspaceId: resolved.workspaceId, name }, nodes, titles));
  });
}
