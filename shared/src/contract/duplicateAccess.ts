import { z } from 'zod';
import { timestampSchema, viewLayoutSchema } from './view.js';
import { viewIconSchema } from './viewExtra.js';
import { workspaceSchema } from './workspace.js';

// Duplicating a published page into one's own workspace, and asking a workspace's owner for access
// (spec 001 §7 "Publishing", "Invitations and access"; reference §3.x published-duplicate, §3.15).

/** The longest password a protected published page may have (the publish routes' own bound). */
const maxPasswordLength = 128;

/** `POST /api/workspace/{id}/published-duplicate`: the page to copy and where (a space or a page of `{id}`). */
export const publishedDuplicateBodySchema = z.object({
  published_view_id: z.uuid().transform((id) => id.toLowerCase()),
  dest_view_id: z.uuid().transform((id) => id.toLowerCase()),
  /** AppFlowy's web sends it; the server reads the layout from the published page itself. */
  published_collab_type: z.number().int().min(0).max(10).optional(),
  /** A protected page's password (never the URL); the `x-publish-password` header works too. */
  password: z.string().max(maxPasswordLength).optional(),
});
export type PublishedDuplicateBody = z.input<typeof publishedDuplicateBodySchema>;

/** The copy: its top page, and each copied database's new id with the ids of the views showing it. */
export const publishedDuplicateAnswerSchema = z.strictObject({
  view_id: z.uuid(),
  database_mappings: z.record(z.string(), z.array(z.uuid())),
});
export type PublishedDuplicateAnswer = z.infer<typeof publishedDuplicateAnswerSchema>;

/** `POST /api/access-request` */
export const accessRequestBodySchema = z.object({
  workspace_id: z.uuid().transform((id) => id.toLowerCase()),
  view_id: z.uuid().transform((id) => id.toLowerCase()),
});

export const createdAccessRequestSchema = z.strictObject({
  request_id: z.uuid(),
  workspace_id: z.uuid(),
  /** The requester's user id (uuid). */
  requester_id: z.uuid(),
  view_id: z.uuid(),
});
export type CreatedAccessRequest = z.infer<typeof createdAccessRequestSchema>;

/** Pending 0, approved 1, denied 2 (AppFlowy's numbers). */
export const AccessRequestStatus = { Pending: 0, Approved: 1, Denied: 2 } as const;
export type AccessRequestStatus = (typeof AccessRequestStatus)[keyof typeof AccessRequestStatus];

export const accessRequestSchema = z.strictObject({
  request_id: z.uuid(),
  workspace: workspaceSchema,
  requester: z.strictObject({
    uid: z.string(),
    uuid: z.uuid(),
    email: z.string(),
    name: z.string(),
    avatar_url: z.string().nullable(),
  }),
  view: z.strictObject({
    view_id: z.uuid(),
    name: z.string(),
    icon: viewIconSchema.nullable(),
    layout: viewLayoutSchema,
  }),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: timestampSchema,
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** `POST /api/access-request/{id}/approve` */
export const approveAccessRequestBodySchema = z.object({ is_approved: z.boolean() });
