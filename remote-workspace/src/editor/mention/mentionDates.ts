/** The days the mention menu offers, by their distance from today. */
export const MENTION_DAYS = [
  { key: 'today', offset: 0 },
  { key: 'tomorrow', offset: 1 },
  { key: 'yesterday', offset: -1 },
] as const;

export type MentionDay = (typeof MENTION_DAYS)[number]['key'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The start of the day `offset` days from `now`, as AppFlowy stores a date mention: a local ISO date-time
 * without a zone ('2024-04-18T00:00:00.000', what its desktop writes for a day with no time).
 */
export function mentionDate(offset: number, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T00:00:00.000`;
}
