import type { Migration } from 'kysely';
import * as users from './0001_users.js';
import * as accounts from './0002_accounts.js';
import * as invitations from './0003_invitations.js';
import * as pageTree from './0004_page_tree.js';
import * as collabFormat from './0005_collab_format.js';
import * as memberProfiles from './0007_member_profiles.js';
import * as inviteCodes from './0008_invite_codes.js';
import * as passwords from './0009_passwords.js';
import * as collabUpdates from './0010_collab_updates.js';
import * as fileBlobs from './0011_file_blobs.js';
import * as publishing from './0012_publishing.js';
import * as publishedTitles from './0013_published_titles.js';
import * as publishExclusions from './0014_publish_exclusions.js';
import * as publishedComments from './0015_published_comments.js';
import * as accessRequests from './0016_access_requests.js';
import * as publishedDatabaseParts from './0017_published_database_parts.js';
import * as publishGeneration from './0018_publish_generation.js';
import * as collabParents from './0019_collab_parents.js';

/**
 * The one migration set for SQLite and PostgreSQL, in order. Names are permanent: never rename or edit a
 * released migration; add a new one. Listed statically so that the build needs no directory scanning.
 */
export const migrations: Record<string, Migration> = {
  '0001_users': users,
  '0002_accounts': accounts,
  '0003_invitations': invitations,
  '0004_page_tree': pageTree,
  '0005_collab_format': collabFormat,
  '0007_member_profiles': memberProfiles,
  '0008_invite_codes': inviteCodes,
  '0009_passwords': passwords,
  '0010_collab_updates': collabUpdates,
  '0011_file_blobs': fileBlobs,
  '0012_publishing': publishing,
  '0013_published_titles': publishedTitles,
  '0014_publish_exclusions': publishExclusions,
  '0015_published_comments': publishedComments,
  '0016_access_requests': accessRequests,
  '0017_published_database_parts': publishedDatabaseParts,
  '0018_publish_generation': publishGeneration,
  '0019_collab_parents': collabParents,
};
