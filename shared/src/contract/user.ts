import { z } from 'zod';
import { workspaceSchema } from './workspace.js';

/** A user's free-form metadata; only `icon_url` is ours to read, other keys are kept as they are. */
export const userMetadataSchema = z.looseObject({ icon_url: z.string().optional() });
export type UserMetadata = z.infer<typeof userMetadataSchema>;

/**
 * AppFlowy's AFUserProfile, minus what must never leave the server (password, encryption material). `uid` is
 * AppFlowy's i64 snowflake, above 2^53, so it travels as a decimal string.
 */
export const userProfileSchema = z.strictObject({
  uid: z.string(),
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  metadata: userMetadataSchema,
  encryption_sign: z.null(),
  latest_workspace_id: z.uuid().nullable(),
  /** Unix seconds. */
  updated_at: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `GET /api/user/workspace`. */
export const userWorkspaceInfoSchema = z.strictObject({
  user_profile: userProfileSchema,
  visiting_workspace: workspaceSchema,
  workspaces: z.array(workspaceSchema),
});
export type UserWorkspaceInfo = z.infer<typeof userWorkspaceInfoSchema>;

/** `GET /api/user/verify/{token}`: whether this sign-in created the account. */
export const verifyAnswerSchema = z.strictObject({ is_new: z.boolean() });
