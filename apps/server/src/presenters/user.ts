import type { UserProfile } from '@quire/shared/contract';
import type { UserRow } from '../db/schema.js';
import { unixSeconds } from '../db/time.js';
import { parseUserMetadata } from '../models/userMetadata.js';

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
