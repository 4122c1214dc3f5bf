import type { PresenceUser } from '@quire/shared';

/** Colours for collaborators, readable behind white text in both themes. */
const palette = ['#d81b60', '#8e24aa', '#3949ab', '#0277bd', '#00897b', '#558b2f', '#ef6c00', '#6d4c41'];

/** How this user appears to others: their name (or their e-mail's local part) and a colour of their own. */
export function presenceUser(user: { id: string; name: string | null; email: string | null }): PresenceUser {
  let hash = 0;
  for (const char of user.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const name = user.name?.trim() || user.email?.split('@')[0] || 'Someone';
  return { id: user.id, name: name.slice(0, 200), color: palette[hash % palette.length] ?? '#3949ab' };
}
