import { z } from 'zod';
import { collabStateSchema, webUpdateAnswerSchema } from './collab.js';
import { storageUsageSchema, uploadedFileSchema } from './files.js';
import { runtimeConfigSchema } from './config.js';
import {
  publishInfoSchema,
  publishedOutlineViewSchema,
  publishedViewMetaSchema,
  publishViewInfoSchema,
} from './publish.js';
import { healthSchema } from './health.js';
import { authProvidersSchema, serverInfoSchema } from './serverInfo.js';
import { userProfileSchema, userWorkspaceInfoSchema, verifyAnswerSchema } from './user.js';
import {
  createdPageSchema,
  createdViewSchema,
  favoriteListSchema,
  folderViewSchema,
  pageViewSchema,
  recentListSchema,
  trashListSchema,
} from './view.js';
import {
  invitationSchema,
  inviteCodeAnswerSchema,
  inviteCodeInfoSchema,
  joinedWorkspaceSchema,
  sentInvitationSchema,
  mentionablePersonListSchema,
  mentionablePersonSchema,
  workspaceMemberSchema,
  workspaceSchema,
} from './workspace.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the main API as clients see it. `response` is the schema of the envelope's `data` (null: a
 * success carries none); `enveloped: false` marks the plain-JSON files beside the API (`/config.json`).
 * The OpenAPI document is generated from this table and the server's contract test calls every row, so a
 * route is added here when it is added to the server.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI's template: `{name}` for a path parameter. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <access token>`. */
  auth: boolean;
  response: z.ZodType | null;
  enveloped?: false;
  /** The request body is the raw bytes of a file (any content type), not JSON. */
  rawBody?: true;
  /** Answers the bytes of a file (any content type; 304, 206 and 404 besides), not JSON. */
  file?: true;
}

const ws = '/api/workspace/{workspace_id}';
const files = '/api/file_storage/{workspace_id}';
const page = `${ws}/page-view/{view_id}`;

export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/config.json',
    summary: 'Browser runtime configuration',
    auth: false,
    response: runtimeConfigSchema,
    enveloped: false,
  },
  { method: 'GET', path: '/api/health', summary: 'Service health', auth: false, response: healthSchema },
  {
    method: 'GET',
    path: '/api/server-info',
    summary: "The server's features and limits",
    auth: false,
    response: serverInfoSchema,
  },
  {
    method: 'GET',
    path: '/api/server-info/auth-providers',
    summary: 'The sign-in methods on offer',
    auth: false,
    response: authProvidersSchema,
  },
  {
    method: 'GET',
    path: '/api/user/verify/{access_token}',
    summary: 'First call after a sign-in (creates the account on first use)',
    auth: false,
    response: verifyAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/user/profile',
    summary: "The caller's profile",
    auth: true,
    response: userProfileSchema,
  },
  {
    method: 'POST',
    path: '/api/user/update',
    summary: "Change the caller's name or metadata",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: '/api/user/workspace',
    summary: "The caller's profile and workspaces",
    auth: true,
    response: userWorkspaceInfoSchema,
  },
  {
    method: 'GET',
    path: '/api/workspace',
    summary: "The caller's workspaces",
    auth: true,
    response: z.array(workspaceSchema),
  },
  {
    method: 'POST',
    path: '/api/workspace',
    summary: 'Create a workspace',
    auth: true,
    response: workspaceSchema,
  },
  {
    method: 'PATCH',
    path: '/api/workspace',
    summary: 'Rename a workspace or change its icon',
    auth: true,
    response: null,
  },
  { method: 'DELETE', path: ws, summary: 'Delete a workspace (Owner)', auth: true, response: null },
  {
    method: 'PUT',
    path: `${ws}/open`,
    summary: 'Open a workspace (it becomes the latest)',
    auth: true,
    response: workspaceSchema,
  },
  { method: 'POST', path: `${ws}/leave`, summary: 'Leave a workspace', auth: true, response: null },
  {
    method: 'GET',
    path: `${ws}/member`,
    summary: 'Members of a workspace',
    auth: true,
    response: z.array(workspaceMemberSchema),
  },
  {
    method: 'PUT',
    path: `${ws}/member`,
    summary: "Change a member's role (Owner)",
    auth: true,
    response: null,
  },
  { method: 'DELETE', path: `${ws}/member`, summary: 'Remove members (Owner)', auth: true, response: null },
  {
    method: 'GET',
    path: `${ws}/workspace-profile`,
    summary: "The caller's profile in the workspace",
    auth: true,
    response: mentionablePersonSchema,
  },
  {
    method: 'PUT',
    path: `${ws}/update-member-profile`,
    summary: "Set the caller's name, pictures and description in the workspace",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/mentionable-person`,
    summary: 'People who can be mentioned (guests see themselves and the owner)',
    auth: true,
    response: mentionablePersonListSchema,
  },
  {
    method: 'POST',
    path: `${ws}/invite`,
    summary: 'Invite people by e-mail (Owner)',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/invite`,
    summary: 'Pending invitations of the workspace (Owner)',
    auth: true,
    response: z.array(sentInvitationSchema),
  },
  {
    method: 'DELETE',
    path: `${ws}/invite/{invite_id}`,
    summary: 'Revoke a pending invitation (Owner)',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/invite-code`,
    summary: "The workspace's invite link code (Owner and Members)",
    auth: true,
    response: inviteCodeAnswerSchema,
  },
  {
    method: 'POST',
    path: `${ws}/invite-code`,
    summary: 'Make a new invite link code, replacing the old one (Owner)',
    auth: true,
    response: inviteCodeAnswerSchema,
  },
  {
    method: 'DELETE',
    path: `${ws}/invite-code`,
    summary: 'Turn the invite link off (Owner)',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: '/api/invite-code-info',
    summary: 'The workspace an invite link code leads to (?code=)',
    auth: true,
    response: inviteCodeInfoSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/join-by-invite-code',
    summary: 'Join a workspace as a Member by its invite link code',
    auth: true,
    response: joinedWorkspaceSchema,
  },
  {
    method: 'GET',
    path: '/api/workspace/invite',
    summary: "The caller's invitations",
    auth: true,
    response: z.array(invitationSchema),
  },
  {
    method: 'GET',
    path: '/api/workspace/invite/{invite_id}',
    summary: 'One invitation (its invitee only)',
    auth: true,
    response: invitationSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/accept-invite/{invite_id}',
    summary: 'Accept an invitation',
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: `${ws}/folder`,
    summary: 'The page tree as the caller sees it',
    auth: true,
    response: folderViewSchema,
  },
  {
    method: 'POST',
    path: `${ws}/page-view`,
    summary: 'Create a page (last under its parent, or after prev_view_id; optionally with its own view_id)',
    auth: true,
    response: createdPageSchema,
  },
  {
    method: 'GET',
    path: `${ws}/view/{view_id}`,
    summary: 'One view (the workspace id for the root) with its children to ?depth (0–50)',
    auth: true,
    response: folderViewSchema,
  },
  {
    method: 'GET',
    path: page,
    summary: 'Open a page: its view and collab (records a visit)',
    auth: true,
    response: pageViewSchema,
  },
  {
    method: 'GET',
    path: '/api/workspace/v1/{workspace_id}/collab/{object_id}',
    summary: "A page's content (collab) as one Yjs update, with its state vector and version",
    auth: true,
    response: collabStateSchema,
  },
  {
    method: 'POST',
    path: '/api/workspace/v1/{workspace_id}/collab/{object_id}/web-update',
    summary: 'Apply a Yjs update to a collab; answers once it is committed',
    auth: true,
    response: webUpdateAnswerSchema,
  },
  {
    method: 'PATCH',
    path: page,
    summary: "Change a page's name, icon or settings",
    auth: true,
    response: null,
  },
  { method: 'POST', path: `${page}/update-name`, summary: 'Rename a page', auth: true, response: null },
  { method: 'POST', path: `${page}/update-icon`, summary: "Set a page's icon", auth: true, response: null },
  {
    method: 'POST',
    path: `${page}/remove-icon`,
    summary: "Remove a page's icon",
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${page}/append-block`,
    summary: "Append blocks (AppFlowy's JSON blocks) at the end of a document page",
    auth: true,
    response: null,
  },
  { method: 'POST', path: `${page}/move`, summary: 'Move a page', auth: true, response: null },
  {
    method: 'POST',
    path: `${page}/duplicate`,
    summary: 'Duplicate a page and its sub-pages',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${page}/move-to-trash`,
    summary: 'Move a page to the trash',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${page}/restore-from-trash`,
    summary: 'Restore a page from the trash',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${page}/favorite`,
    summary: 'Mark or unmark a favourite',
    auth: true,
    response: null,
  },
  { method: 'POST', path: `${ws}/space`, summary: 'Create a space', auth: true, response: createdViewSchema },
  { method: 'PATCH', path: `${ws}/space/{view_id}`, summary: 'Change a space', auth: true, response: null },
  {
    method: 'GET',
    path: `${ws}/favorite`,
    summary: "The caller's favourites",
    auth: true,
    response: favoriteListSchema,
  },
  {
    method: 'GET',
    path: `${ws}/recent`,
    summary: "The caller's recent pages",
    auth: true,
    response: recentListSchema,
  },
  {
    method: 'POST',
    path: `${ws}/add-recent-pages`,
    summary: 'Record pages the client opened (unreadable ids are skipped)',
    auth: true,
    response: null,
  },
  { method: 'GET', path: `${ws}/trash`, summary: 'The trash', auth: true, response: trashListSchema },
  {
    method: 'DELETE',
    path: `${ws}/trash/{view_id}`,
    summary: 'Delete a page from the trash for good',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${ws}/restore-all-pages-from-trash`,
    summary: 'Restore the whole trash',
    auth: true,
    response: null,
  },
  {
    method: 'POST',
    path: `${ws}/delete-all-pages-from-trash`,
    summary: 'Empty the trash',
    auth: true,
    response: null,
  },
  {
    method: 'PUT',
    path: `${files}/v1/blob/{parent_dir}`,
    summary: 'Upload a file (raw body, Content-Length required) under a page or folder; answers its file_id',
    auth: true,
    response: uploadedFileSchema,
    rawBody: true,
  },
  {
    method: 'GET',
    path: `${files}/v1/blob/{parent_dir}/{file_id}`,
    summary: 'An uploaded file, without a session (ETag, Last-Modified, Range; unsafe types as attachments)',
    auth: false,
    response: null,
    enveloped: false,
    file: true,
  },
  {
    method: 'GET',
    path: `${files}/usage`,
    summary: "Bytes the workspace's files take",
    auth: true,
    response: storageUsageSchema,
  },
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
