/**
 * Which old item each new item continues, by content: the longest common run of equal signatures is kept, an item
 * whose content is found elsewhere was moved, and when the counts agree the rest pair up in order (an edited row is
 * the same row, edited). An item with no partner is new (undefined). Used to keep a table's row and column ids when rows or columns are added, removed
 * or moved in the editor, whose table carries no ids.
 */
export function alignBySignature(
  before: readonly string[],
  after: readonly string[],
): (number | undefined)[] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Uint32Array(after.length + 1));
  for (let row = before.length - 1; row >= 0; row -= 1)
    for (let column = after.length - 1; column >= 0; column -= 1)
      (lengths[row] as Uint32Array)[column] =
        before[row] === after[column]
          ? ((lengths[row + 1] as Uint32Array)[column + 1] as number) + 1
          : Math.max(
              (lengths[row + 1] as Uint32Array)[column] as number,
              (lengths[row] as Uint32Array)[column + 1] as number,
            );
  const matches: [number, number][] = [];
  let row = 0;
  let column = 0;
  while (row < before.length && column < after.length) {
    if (before[row] === after[column]) {
      matches.push([row, column]);
      row += 1;
      column += 1;
    } else if ((lengths[row + 1]?.[column] ?? 0) >= (lengths[row]?.[column + 1] ?? 0)) row += 1;
    else column += 1;
  }
  const mapping: (number | undefined)[] = Array.from({ length: after.length }, () => undefined);
  const taken = new Set<number>();
  for (const [matchBefore, matchAfter] of matches) {
    mapping[matchAfter] = matchBefore;
    taken.add(matchBefore);
  }
  const pair = (accepts: (from: number, to: number) => boolean) => {
    for (let to = 0; to < after.length; to += 1) {
      if (mapping[to] !== undefined) continue;
      for (let from = 0; from < before.length; from += 1) {
        if (taken.has(from) || !accepts(from, to)) continue;
        mapping[to] = from;
        taken.add(from);
        break;
      }
    }
  };
  // A moved item is found by its unchanged content; what is left pairs up in order (edited in place).
  pair((from, to) => before[from] === after[to]);
  if (before.length === after.length) pair(() => true);
  return mapping;
}

/** Item i continues item i, as far as both go. */
export function alignByPosition(before: number, after: number): (number | undefined)[] {
  return Array.from({ length: after }, (_, index) => (index < before ? index : undefined));
}
