import type { MarkChanges, TextDelta, TextEdit, TextInsert, TextMarks } from './marks.js';

/**
 * Pure helpers over text deltas. Offsets count as Y.Text counts them: UTF-16 code units of string
 * inserts, and 1 for an embed.
 */

function insertLength(op: TextInsert): number {
  return typeof op.insert === 'string' ? op.insert.length : 1;
}

export function deltaLength(delta: TextDelta): number {
  return delta.reduce((sum, op) => sum + insertLength(op), 0);
}

/** The text without marks; an embed counts as nothing. */
export function plainText(delta: TextDelta): string {
  return delta.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
}

/** The inserts between `start` and `end` (default: to the end), marks kept. */
export function sliceDelta(delta: TextDelta, start: number, end = Number.POSITIVE_INFINITY): TextDelta {
  const slice: TextDelta = [];
  let position = 0;
  for (const op of delta) {
    const length = insertLength(op);
    const from = Math.max(start - position, 0);
    const to = Math.min(end - position, length);
    position += length;
    if (to <= from) continue;
    const insert = typeof op.insert === 'string' ? op.insert.slice(from, to) : op.insert;
    slice.push(op.attributes === undefined ? { insert } : { insert, attributes: op.attributes });
  }
  return slice;
}

/**
 * A delta read from untyped data (a legacy `data.delta`, a caller's input): string or object inserts,
 * object attributes; anything else is dropped.
 */
export function readDelta(value: unknown): TextDelta | undefined {
  if (!Array.isArray(value)) return undefined;
  const delta: TextDelta = [];
  for (const op of value as unknown[]) {
    if (op === null || typeof op !== 'object') continue;
    const { insert, attributes } = op as { insert?: unknown; attributes?: unknown };
    if (typeof insert !== 'string' && (insert === null || typeof insert !== 'object')) continue;
    const entry: TextInsert = { insert: insert as TextInsert['insert'] };
    if (attributes !== null && typeof attributes === 'object') entry.attributes = attributes as TextMarks;
    delta.push(entry);
  }
  return delta;
}

interface Unit {
  value: string;
  marks: TextMarks;
  embed?: Record<string, unknown>;
}

function unitsOf(delta: TextDelta): Unit[] {
  const units: Unit[] = [];
  for (const op of delta) {
    const marks = op.attributes ?? {};
    if (typeof op.insert === 'string') {
      for (let index = 0; index < op.insert.length; index += 1) {
        units.push({ value: op.insert.charAt(index), marks });
      }
    } else {
      units.push({ value: stableJson(op.insert), marks, embed: op.insert });
    }
  }
  return units;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (typeof entry === 'bigint') return entry.toString();
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
    return Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)));
  });
}

function marksEqual(a: TextMarks, b: TextMarks): boolean {
  return stableJson(a) === stableJson(b);
}

/** What turns marks `from` into marks `to`: changed keys set, dropped keys `null`. */
function markChanges(from: TextMarks, to: TextMarks): MarkChanges {
  const changes: MarkChanges = {};
  for (const key of Object.keys(from)) if (!(key in to)) changes[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (stableJson(from[key]) !== stableJson(value)) changes[key] = value;
  }
  return changes;
}

function pushRetain(edits: TextEdit[], length: number, changes: MarkChanges | undefined): void {
  const last = edits.at(-1);
  const empty = changes === undefined || Object.keys(changes).length === 0;
  if (last !== undefined && 'retain' in last) {
    const lastEmpty = last.attributes === undefined;
    if (
      (empty && lastEmpty) ||
      (!empty && !lastEmpty && stableJson(last.attributes) === stableJson(changes))
    ) {
      last.retain += length;
      return;
    }
  }
  edits.push(empty ? { retain: length } : { retain: length, attributes: changes });
}

function pushInsert(edits: TextEdit[], unit: Unit): void {
  const last = edits.at(-1);
  const hasMarks = Object.keys(unit.marks).length > 0;
  if (
    unit.embed === undefined &&
    last !== undefined &&
    'insert' in last &&
    typeof last.insert === 'string' &&
    marksEqual(last.attributes ?? {}, unit.marks)
  ) {
    last.insert += unit.value;
    return;
  }
  const insert = unit.embed ?? unit.value;
  edits.push(hasMarks ? { insert, attributes: unit.marks } : { insert });
}

/** Retains over a stretch both texts share, carrying any mark changes between them. */
function retainShared(edits: TextEdit[], before: Unit[], after: Unit[]): void {
  for (let index = 0; index < before.length; index += 1) {
    const from = before[index];
    const to = after[index];
    if (from === undefined || to === undefined) continue;
    pushRetain(edits, 1, markChanges(from.marks, to.marks));
  }
}

/**
 * The smallest plain edit turning `before` into `after`: the common start and end are retained (their
 * mark changes applied in place), the middle replaced. Typing, deleting and formatting therefore touch
 * only the characters they change, which is what lets concurrent edits of one line merge per character.
 */
export function diffDelta(before: TextDelta, after: TextDelta): TextEdit[] {
  const from = unitsOf(before);
  const to = unitsOf(after);
  let prefix = 0;
  while (prefix < from.length && prefix < to.length && from[prefix]?.value === to[prefix]?.value) prefix += 1;
  let suffix = 0;
  while (
    suffix < from.length - prefix &&
    suffix < to.length - prefix &&
    from[from.length - 1 - suffix]?.value === to[to.length - 1 - suffix]?.value
  ) {
    suffix += 1;
  }
  const edits: TextEdit[] = [];
  retainShared(edits, from.slice(0, prefix), to.slice(0, prefix));
  const removed = from.length - prefix - suffix;
  for (const unit of to.slice(prefix, to.length - suffix)) pushInsert(edits, unit);
  if (removed > 0) edits.push({ delete: removed });
  retainShared(edits, from.slice(from.length - suffix), to.slice(to.length - suffix));
  while (edits.length > 0) {
    const last = edits.at(-1);
    if (last === undefined || !('retain' in last) || last.attributes !== undefined) break;
    edits.pop();
  }
  return edits;
}
