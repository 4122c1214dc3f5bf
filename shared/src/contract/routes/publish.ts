import { z } from 'zod';
import {
  publishInfoSchema,
  publishViewInfoSchema,
  publishedOutlineViewSchema,
  publishedViewMetaSchema,
} from '../publish.js';
import { type ApiRoute, ws, page } from './types.js';

/** A published row's document: the row, its document's id and the document's Yjs v1 state as bytes. */
const publishedRowDocumentSchema = z.strictObject({
  row_id: z.uuid(),
  document_id: z.uuid(),
  doc_state: z.array(z.number().int().min(0).max(255)),
});

/** Publishing: settings (members) and the public reads (no session). */
export const publishRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: `${page}/publish`,
    summary:
      'Publish a page (Member; with_sub_pages publishes its sub-pages too); republishing replaces the copy',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${page}/unpublish`,
    summary: 'Unpublish a page (the workspace Owner or its publisher)',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${ws}/publish`,
    summary:
      "Publish pages at once (AppFlowy's framed body: [u32 LE meta length][meta JSON][u32 LE data length][data]…, u32 0); each page's own content is published, the data sent is skipped",
    auth: true,
    response: null,
    rawBody: true,
  },
  {
    method: 'PATCH',
    path: `${ws}/publish`,
    summary: 'Change published pages: publish name and settings (the workspace Owner or their publisher)',
    auth: true,
    response: null,
  },
  {
    method: 'DELETE',
    path: `${ws}/publish`,
    summary: 'Unpublish pages by id (the workspace Owner or their publisher)',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${page}/publish-exclusion`,
    summary:
      "Where a page stands towards its parent's publication with sub-pages: published with it (published_with), or left out (excluded)",
    auth: true,
    response: z.strictObject({ published_with: z.uuid().nullable(), excluded: z.boolean() }),
  },
  {
    method: 'PUT',
    path: `${page}/publish-exclusion`,
    summary:
      "Leave a sub-page (and its own sub-pages) out of its parent's publication with sub-pages, or take it back: {excluded} (the Owner or that publication's publisher)",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/published-info`,
    summary: "The workspace's published pages",
    auth: true,
    response: z.array(
      z.strictObject({
        view: publishViewInfoSchema.pick({ view_id: true, name: true, icon: true, layout: true }),
        info: publishInfoSchema,
      }),
    ),
  },
  {
    method: 'GET',
    path: `${ws}/publish-namespace`,
    summary: "The workspace's publish namespace (its id until the Owner sets one)",
    auth: true,
    response: z.string(),
  },
  {
    method: 'PUT',
    path: `${ws}/publish-namespace`,
    summary: 'Change the publish namespace (Owner); old namespaces keep resolving',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/publish-default`,
    summary: "The namespace's default page",
    auth: true,
    response: publishInfoSchema,
  },
  {
    method: 'PUT',
    path: `${ws}/publish-default`,
    summary: "Set the namespace's default page (Owner)",
    auth: true,
    response: null,
  },
  {
    method: 'DELETE',
    path: `${ws}/publish-default`,
    summary: "Clear the namespace's default page (Owner)",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: '/api/workspace/v1/published/{namespace}/{publish_name}',
    summary: "A published page's meta, without a session (a protected page needs x-publish-password)",
    auth: false,
    response: publishedViewMetaSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/v1/published/{namespace}/{publish_name}',
    summary: "A published page's meta, the password in the body {password} (a protected page)",
    auth: false,
    response: publishedViewMetaSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/published/{namespace}/{publish_name}/blob',
    summary: "A published document's Yjs state, the password in the body {password} (a protected page)",
    auth: false,
    response: null,
    enveloped: false,
    file: true,
  },
  {
    method: 'GET',
    path: '/api/workspace/published/{namespace}',
    summary:
      "A namespace's default page (info and meta), without a session: where `/{namespace}` alone leads",
    auth: false,
    response: z.strictObject({ info: publishInfoSchema, meta: publishedViewMetaSchema }),
  },
  {
    method: 'GET',
    path: '/api/workspace/published/{namespace}/{publish_name}/blob',
    summary: "A published document's Yjs state as published, without a session (errors as the JSON envelope)",
    auth: false,
    response: null,
    enveloped: false,
    file: true,
  },
  {
    method: 'GET',
    path: '/api/workspace/published/{namespace}/{publish_name}/events',
    summary:
      "Live updates of a published page (server-sent events: the copy's version, or gone), without a session",
    auth: false,
    response: null,
    enveloped: false,
    stream: true,
  },
  {
    method: 'POST',
    path: '/api/workspace/published/{namespace}/{publish_name}/events',
    summary: 'Live updates of a protected published page, the password in the body {password}',
    auth: false,
    response: null,
    enveloped: false,
    stream: true,
  },
  {
    method: 'GET',
    path: '/api/workspace/published/{namespace}/{publish_name}/rows/{row_id}/document',
    summary:
      "A published database row's document, from the published copy only (a row of its visible views), without a session",
    auth: false,
    response: publishedRowDocumentSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/published/{namespace}/{publish_name}/rows/{row_id}/document',
    summary: "A published row's document, the password in the body {password} (a protected page)",
    auth: false,
    response: publishedRowDocumentSchema,
  },
  {
    method: 'GET',
    path: '/api/workspace/v1/published-info/{view_id}',
    summary: "A published page's publish info, without a session",
    auth: false,
    response: publishInfoSchema,
  },
  {
    method: 'GET',
    path: '/api/workspace/published-outline/{namespace}',
    summary: 'The published pages of a namespace and their ancestors, without a session',
    auth: false,
    response: publishedOutlineViewSchema,
  },
];
