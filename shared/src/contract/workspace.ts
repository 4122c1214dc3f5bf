import { z } from 'zod';
import { timestampSchema } from './view.js';

/** AppFlowy's AFRole, a string. */
export const roleSchema = z.enum(['Owner', 'Member', 'Guest']);
export type Role = z.infer<typeof roleSchema>;

/** AppFlowy's AFWorkspace; `owner_uid` is a string for the same reason as the profile's `uid`. */
export const workspaceSchema = z.strictObject({
  workspace_id: z.uuid(),
  database_storage_id: z.uuid(),
  owner_uid: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  workspace_type: z.literal(0),
  workspace_name: z.string(),
  created_at: timestampSchema,
  /** An emoji, an icon id or an image URL, as AppFlowy stores it; empty for none. */
  icon: z.string(),
  member_count: z.number().int(),
  role: roleSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** AppFlowy's AFWorkspaceMember. */
export const workspaceMemberSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  avatar_url: z.string().nullable(),
  joined_at: timestampSchema,
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const invitationStatusSchema = z.enum(['Pending', 'Accepted', 'Rejected']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** AppFlowy's AFWorkspaceInvitation, plus the role the invitee will join with. */
export const invitationSchema = z.strictObject({
  invite_id: z.uuid(),
  workspace_id: z.uuid(),
  workspace_name: z.string(),
  inviter_email: z.string(),
  inviter_name: z.string(),
  inviter_icon: z.string().nullable(),
  workspace_icon: z.string(),
  member_count: z.number().int(),
  role: roleSchema,
  status: invitationStatusSchema,
  updated_at: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
