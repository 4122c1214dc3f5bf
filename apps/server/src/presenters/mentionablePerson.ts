import { MentionPersonRole, type MentionablePerson } from '@quire/shared/contract';
import type { WorkspaceMember } from '../queries/workspaceMembers.js';
import { parseUserMetadata } from '../models/userMetadata.js';
import { readStored } from '../stored/format.js';
import { memberProfileFormat } from '../stored/formats.js';

/** A member as mentions and profiles show them: their workspace profile where set, else their account's. */
export function presentMentionablePerson(member: WorkspaceMember): MentionablePerson {
  const profile = member.profile === null ? null : readStored(memberProfileFormat, member.profile);
  const accountAvatar = parseUserMetadata(member.metadata).icon_url ?? null;
  return {
    uid: member.uid,
    person_id: member.user_uuid,
    uuid: member.user_uuid,
    name: profile?.name ?? member.name,
    email: member.email,
    role: member.role === 'Guest' ? MentionPersonRole.Guest : MentionPersonRole.Member,
    avatar_url: profile?.avatar_url ?? accountAvatar,
    cover_image_url: profile?.cover_image_url ?? null,
    custom_image_url: profile?.custom_image_url ?? null,
    description: profile?.description ?? null,
    invited: false,
    last_mentioned_at: null,
  };
}
