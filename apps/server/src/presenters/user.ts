import { z } from 'zod';
import type { UserRow } from '../db/schema.js';
import { unixSeconds } from '../db/time.js';

export const userMetadataSchema = z.looseObject({ icon_url: z.string().optional() });
export type UserMetadata = z.infer<typeof userMetadataSchema>;

/** AppFlowy's AFUserProfile, minus what must never leave the server (password, encryption material). */
export const userProfileSchema = z.object({
  uid: z.string(),
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  metadata: userMetadataSchema,
  encryption_sign: z.null(),
  latest_workspace_id: z.string().nullable(),
  updated_at: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Stored metadata is validated on read: anything that is not a JSON object reads as empty. */
export function parseUserMetadata(text: string): UserMetadata {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = userMetadataSchema.safeParse(json);
  return parsed.success ? parsed.data : {};
}

export function presentUserProfile(user: UserRow): UserProfile {
  return {
    uid: user.uid,
    uuid: user.uuid,
    email: user.email,
    name: user.name,
    metadata: parseUserMetadata(user.metadata),
    encryption_sign: null,
    latest_workspace_id: user.latest_workspace_id,
    updated_at: unixSeconds(user.updated_at),
  };
}
