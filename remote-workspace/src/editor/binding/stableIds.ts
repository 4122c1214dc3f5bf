/**
 * The ids of `desired` that can stay where they are: the longest run the two orders share (a longest common
 * subsequence). Every other id is moved, so moving one block moves one block, not all those it passed.
 * The ends the two orders share are stable as they are: the quadratic search runs only between them, so one
 * block inserted among thousands costs a walk over them, not a table of thousands squared.
 */
export function stableIds(current: readonly string[], desired: readonly string[]): Set<string> {
  let start = 0;
  while (start < current.length && start < desired.length && current[start] === desired[start]) start += 1;
  let end = 0;
  while (
    end < current.length - start &&
    end < desired.length - start &&
    current[current.length - 1 - end] === desired[desired.length - 1 - end]
  )
    end += 1;
  const stable = longestCommonRun(
    current.slice(start, current.length - end),
    desired.slice(start, desired.length - end),
  );
  for (const id of current.slice(0, start)) stable.add(id);
  for (const id of current.slice(current.length - end)) stable.add(id);
  return stable;
}

function longestCommonRun(current: readonly string[], desired: readonly string[]): Set<string> {
  const rows = current.length;
  const columns = desired.length;
  const lengths = Array.from({ length: rows + 1 }, () => new Uint32Array(columns + 1));
  for (let row = rows - 1; row >= 0; row -= 1) {
    const line = lengths[row] as Uint32Array;
    const below = lengths[row + 1] as Uint32Array;
    for (let column = columns - 1; column >= 0; column -= 1) {
      line[column] =
        current[row] === desired[column]
          ? (below[column + 1] as number) + 1
          : Math.max(below[column] as number, line[column + 1] as number);
    }
  }
  const stable = new Set<string>();
  let row = 0;
  let column = 0;
  while (row < rows && column < columns) {
    if (current[row] === desired[column]) {
      stable.add(current[row] as string);
      row += 1;
      column += 1;
    } else if ((lengths[row + 1]?.[column] ?? 0) >= (lengths[row]?.[column + 1] ?? 0)) row += 1;
    else column += 1;
  }
  return stable;
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}
