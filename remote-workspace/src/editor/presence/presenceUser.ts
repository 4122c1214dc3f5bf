import { avatarColor, type PresenceUser } from '@quire/shared';

/** How this user appears to others: their name (or their e-mail's local part) and their avatar colour. */
export function presenceUser(user: { id: string; name: string | null; email: string | null }): PresenceUser {
  const name = user.name?.trim() || user.email?.split('@')[0] || 'Someone';
  return { id: user.id, name: name.slice(0, 200), color: avatarColor(user.id) };
}
