import { AppError } from '../errors/index.js';

/** The signed-in user as screens use it (spec 001 §3: the profile response, mapped). */
export interface UserProfile {
  /** AppFlowy's numeric uid, as a string: snowflake ids exceed 2^53. */
  uid: string;
  uuid: string;
  email: string | null;
  name: string | null;
  avatar: string | null;
  latestWorkspaceId: string | null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Maps `GET /api/user/profile`'s data; anything without a uuid and a uid is not a profile. */
export function parseUserProfile(value: unknown): UserProfile {
  if (typeof value !== 'object' || value === null) {
    throw new AppError('SerdeError', 'The user profile could not be read.');
  }
  const record = value as Record<string, unknown>;
  const uuid = optionalString(record.uuid);
  const uid =
    typeof record.uid === 'number' || typeof record.uid === 'bigint'
      ? String(record.uid)
      : optionalString(record.uid);
  if (uuid === null || uid === null) throw new AppError('SerdeError', 'The user profile could not be read.');
  const metadata = typeof record.metadata === 'object' && record.metadata !== null ? record.metadata : {};
  return {
    uid,
    uuid,
    email: optionalString(record.email),
    name: optionalString(record.name),
    avatar: optionalString((metadata as Record<string, unknown>).icon_url),
    latestWorkspaceId: optionalString(record.latest_workspace_id),
  };
}
