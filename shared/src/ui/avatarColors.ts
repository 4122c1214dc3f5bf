/**
 * The avatar colour palette (spec 000 §9: 48 colours, I18N-04): 24 hues, each in a lighter and a darker shade,
 * every one dark enough for white initials (contrast at least 4.5:1, WCAG AA for normal text) in both themes.
 */
// prettier-ignore
export const AVATAR_COLORS: readonly string[] = [
  '#bc2f2f', '#832121', '#bc522f', '#833921', '#a36629', '#72471d', '#8d7223', '#635019',
  '#78781e', '#545415', '#657c1f', '#475716', '#508120', '#385a16', '#3a8521', '#295d17',
  '#228722', '#185e18', '#21853a', '#175d29', '#218553', '#175d3a', '#21836a', '#175b4a',
  '#208181', '#165a5a', '#277e9b', '#1b586d', '#2f75bc', '#215283', '#2f52bc', '#213983',
  '#2f2fbc', '#212183', '#522fbc', '#392183', '#752fbc', '#522183', '#982fbc', '#6b2183',
  '#bc2fbc', '#832183', '#bc2f98', '#83216b', '#bc2f75', '#832152', '#bc2f52', '#832139',
];

/** The colour of a person's avatar: always the same one for the same id (a user id, or a name when none). */
export function avatarColor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#2f52bc';
}
