import type { UserMetadata, UserProfile } from '@quire/shared/contract';
import type { UserRow } from '../db/schema.js';
import { unixSeconds } from '../db/time.js';
import { readStored } from '../stored/format.js';
import { userMetadataFormat } from '../stored/formats.js';

/** Stored metadata is read through its versioned format: anything unreadable is empty. */
export function parseUserMetadata(text: string): UserMetadata {
  return readStored(userMetadataFormat, text);
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
