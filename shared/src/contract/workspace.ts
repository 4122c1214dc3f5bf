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

/** What a member may set of their profile in one workspace (AppFlowy's update-member-profile). */
export const memberProfileLimits = { name: 256, url: 2048, description: 1000 } as const;

/** A picture's address: http(s) only, so no `javascript:` or `data:` URL ever reaches an `<img>` or a link. */
const pictureUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(memberProfileLimits.url);

export const memberProfileUpdateSchema = z.strictObject({
  name: z.string(),
  avatar_url: pictureUrlSchema.nullable().optional(),
  cover_image_url: pictureUrlSchema.nullable().optional(),
  custom_image_url: pictureUrlSchema.nullable().optional(),
  description: z.string().max(memberProfileLimits.description).nullable().optional(),
});
export type MemberProfileUpdate = z.infer<typeof memberProfileUpdateSchema>;

/** AppFlowy's MentionPersonRole: the Owner counts as a member. */
export const MentionPersonRole = { Member: 1, Guest: 2, Contact: 3 } as const;

/**
 * AppFlowy's MentionablePerson: someone in the workspace as mentions and profiles show them. `uid` is a
 * string like every uid; `person_id` and `uuid` both carry the user's UUID (newer and older clients).
 */
export const mentionablePersonSchema = z.strictObject({
  uid: z.string(),
  person_id: z.uuid(),
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  avatar_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  custom_image_url: z.string().nullable(),
  description: z.string().nullable(),
  invited: z.boolean(),
  last_mentioned_at: timestampSchema.nullable(),
});
export type MentionablePerson = z.infer<typeof mentionablePersonSchema>;

export const mentionablePersonListSchema = z.strictObject({ persons: z.array(mentionablePersonSchema) });

/** A pending invitation as the workspace's Owner sees it in settings (Quire's own route), to revoke it. */
export const sentInvitationSchema = z.strictObject({
  invite_id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  /** When it was last mailed (a renewal mails it again). */
  sent_at: timestampSchema,
  /** After this it can no longer be accepted (7 days after sending). */
  expires_at: timestampSchema,
  expired: z.boolean(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** An invite link's code: 16 letters and digits. */
export const inviteCodeLength = 16;
export const inviteCodeSchema = z.string().regex(/^[A-Za-z0-9]{16}$/, 'must be 16 letters and digits');

/** `GET|POST /{ws}/invite-code`: the workspace's current invite link code (null: none, or expired). */
export const inviteCodeAnswerSchema = z.strictObject({ code: inviteCodeSchema.nullable() });
export type InviteCodeAnswer = z.infer<typeof inviteCodeAnswerSchema>;

/** `GET /api/invite-code-info?code=`: what someone about to join by a link is shown. */
export const inviteCodeInfoSchema = z.strictObject({
  workspace_id: z.uuid(),
  workspace_name: z.string(),
  workspace_icon_url: z.string(),
  owner_name: z.string(),
  owner_avatar: z.string(),
  is_member: z.boolean(),
  member_count: z.number().int(),
});
export type InviteCodeInfo = z.infer<typeof inviteCodeInfoSchema>;

/** `POST /api/workspace/join-by-invite-code`. */
export const joinedWorkspaceSchema = z.strictObject({ workspace_id: z.uuid() });
export type JoinedWorkspace = z.infer<typeof joinedWorkspaceSchema>;
