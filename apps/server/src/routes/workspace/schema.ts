import { z } from 'zod';
import { memberProfileLimits, memberProfileUpdateSchema, nameLimits } from '@quire/shared/contract';
import { nameSchema } from '../../models/names.js';

export const workspaceIdParamsSchema = z.object({ workspace_id: z.uuid() });
export const inviteIdParamsSchema = z.object({ invite_id: z.uuid() });
export const workspaceInviteParamsSchema = z.object({ workspace_id: z.uuid(), invite_id: z.uuid() });

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** AppFlowy's flags; member count and role are always included, so both are accepted and change nothing. */
export const listWorkspacesQuerySchema = z.object({
  include_member_count: booleanFlag.optional(),
  include_role: booleanFlag.optional(),
});

const workspaceName = nameSchema(nameLimits.workspace, { required: true });
/** An emoji, an icon id or an image URL, as AppFlowy stores it. */
const workspaceIcon = z.string().max(2048);

export const createWorkspaceBodySchema = z.object({
  workspace_name: workspaceName.optional(),
  workspace_icon: workspaceIcon.optional(),
});

export const patchWorkspaceBodySchema = z.object({
  workspace_id: z.uuid(),
  workspace_name: workspaceName.optional(),
  workspace_icon: workspaceIcon.optional(),
});

/** Roles a member can be given: ownership is never handed over through these routes. */
const assignableRole = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['member', 'guest']))
  .transform((value) => (value === 'member' ? ('Member' as const) : ('Guest' as const)));

export const changeMemberRoleBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  role: assignableRole,
});

export const removeMembersBodySchema = z.array(z.string().trim().min(1).max(320)).min(1).max(100);

/** The spec writes roles in lower case (`member`), AppFlowy as `Member`: both are accepted. */
export const inviteBodySchema = z
  .array(z.object({ email: z.email().max(320), role: assignableRole.default('Member') }))
  .min(1)
  .max(50);

export const listInvitationsQuerySchema = z.object({
  status: z.enum(['Pending', 'Accepted', 'Rejected']).optional(),
});

/** AppFlowy's update-member-profile: the name is required and cleaned like every name. */
export const memberProfileBodySchema = memberProfileUpdateSchema.extend({
  name: nameSchema(memberProfileLimits.name, { required: true }),
});

/** A link's validity in hours (at most a year); null or absent: until the Owner deletes it. */
export const createInviteCodeBodySchema = z
  .object({ validity_period_hours: z.number().int().min(1).max(8760).nullable().optional() })
  .optional()
  .transform((body) => body ?? {});

/** A code that is not 16 letters and digits cannot exist: it is the invalid-code answer, not a bad request. */
const submittedCode = z.string().max(64);
export const inviteCodeQuerySchema = z.object({ code: submittedCode });
export const inviteCodeBodySchema = z.object({ code: submittedCode });
