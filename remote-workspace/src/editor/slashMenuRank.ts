/** What the ranking reads of a menu item: its shown title, its words to match, its group. */
interface Rankable {
  title: string;
  aliases?: readonly string[];
  group?: string;
}

// How well an item matches what was typed after the slash, best first. "/image" must put Image above Image
// Gallery (Enter takes the first item), "/h1" Heading 1 above Toggle Heading 1: an exact name beats a prefix,
// a prefix beats a word found inside.
const EXACT_TITLE = 0;
const EXACT_ALIAS = 1;
const TITLE_PREFIX = 2;
const TITLE_WORD_PREFIX = 3;
const ALIAS_PREFIX = 4;
const CONTAINED = 5;

function matchRank(item: Rankable, query: string): number | null {
  const title = item.title.toLowerCase();
  const aliases = (item.aliases ?? []).map((alias) => alias.toLowerCase());
  if (title === query) return EXACT_TITLE;
  if (aliases.includes(query)) return EXACT_ALIAS;
  if (title.startsWith(query)) return TITLE_PREFIX;
  if (title.split(/\s+/).some((word) => word.startsWith(query))) return TITLE_WORD_PREFIX;
  if (aliases.some((alias) => alias.startsWith(query))) return ALIAS_PREFIX;
  if (title.includes(query) || aliases.some((alias) => alias.includes(query))) return CONTAINED;
  return null;
}

/**
 * The items matching `query` (in the title or an alias, ignoring case), best match first. The menu shows each
 * group under one heading, so groups stay whole: a group comes as early as its best item, and inside it the
 * items go by rank; equal ranks keep the menu's order. An empty query keeps every item in order.
 */
export function rankSlashMenuItems<T extends Rankable>(items: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...items];
  const ranked = items.flatMap((item, order) => {
    const rank = matchRank(item, wanted);
    return rank === null ? [] : [{ item, rank, order }];
  });
  const groupRank = new Map<string | undefined, number>();
  for (const { item, rank } of ranked) {
    groupRank.set(item.group, Math.min(rank, groupRank.get(item.group) ?? rank));
  }
  const groupOrder = [...groupRank.entries()]
    .map(([group, rank], firstSeen) => ({ group, rank, firstSeen }))
    .sort((a, b) => a.rank - b.rank || a.firstSeen - b.firstSeen)
    .map(({ group }) => group);
  return ranked
    .sort(
      (a, b) =>
        groupOrder.indexOf(a.item.group) - groupOrder.indexOf(b.item.group) ||
        a.rank - b.rank ||
        a.order - b.order,
    )
    .map(({ item }) => item);
}
