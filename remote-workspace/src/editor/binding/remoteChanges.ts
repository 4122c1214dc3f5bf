import { documentParts, type TextEdit } from '@quire/shared/collab';
import * as Y from 'yjs';

/** What a Y.Doc transaction from elsewhere changed in the document, by block. */
export interface RemoteChanges {
  /** Text edits (Yjs deltas) by block id. */
  texts: Map<string, TextEdit[]>;
  /** Blocks whose type or data changed. */
  retyped: Set<string>;
  /** Blocks whose children list changed: read afresh with their subtree. */
  parents: Set<string>;
  /** The document itself was replaced: reload everything. */
  reload: boolean;
}

type OwnerKey = 'children' | 'external_id';

function ownerIndex(doc: Y.Doc, key: OwnerKey): Map<string, string> {
  const index = new Map<string, string>();
  documentParts(doc).blocks.forEach((block, id) => {
    if (!(block instanceof Y.Map)) return;
    const value: unknown = (block as Y.Map<unknown>).get(key);
    if (typeof value === 'string') index.set(value, id);
  });
  return index;
}

/** Per document: the block owning each text and children list, as last read (checked on every use). */
const knownOwners = new WeakMap<Y.Doc, Record<OwnerKey, Map<string, string>>>();

/**
 * The block whose `key` field is `value` (the owner of a text or a children list). The index of every block is
 * kept between changes and read again only when it does not hold the answer, at most once per `key` for the
 * changes of one transaction (`reread`): a co-editor's key at 5,000 blocks read every block here (2.7 ms a key,
 * profiled). An entry is used only while its block still names `value`.
 */
function ownerOf(doc: Y.Doc, key: OwnerKey, value: string, reread: Set<OwnerKey>): string | undefined {
  let known = knownOwners.get(doc);
  if (known === undefined) {
    known = { children: new Map(), external_id: new Map() };
    knownOwners.set(doc, known);
  }
  const cached = known[key].get(value);
  if (cached !== undefined) {
    const block: unknown = documentParts(doc).blocks.get(cached);
    if (block instanceof Y.Map && (block as Y.Map<unknown>).get(key) === value) return cached;
  }
  if (reread.has(key)) return undefined;
  reread.add(key);
  known[key] = ownerIndex(doc, key);
  return known[key].get(value);
}

/** Sorts the events of `observeDeep` on `data.document` into per-block changes. */
export function remoteChangesOf(
  doc: Y.Doc,
  events: readonly Y.YEvent<Y.AbstractType<unknown>>[],
): RemoteChanges {
  const changes: RemoteChanges = { texts: new Map(), retyped: new Set(), parents: new Set(), reload: false };
  const reread = new Set<OwnerKey>();
  for (const event of events) {
    const path = event.path;
    const [section, sub, key] = path;
    if (path.length === 0) {
      changes.reload = true;
    } else if (
      section === 'meta' &&
      sub === 'text_map' &&
      typeof key === 'string' &&
      event instanceof Y.YTextEvent
    ) {
      const owner = ownerOf(doc, 'external_id', key, reread);
      if (owner !== undefined) changes.texts.set(owner, event.delta as TextEdit[]);
    } else if (section === 'meta' && sub === 'children_map' && typeof key === 'string') {
      const owner = ownerOf(doc, 'children', key, reread);
      if (owner !== undefined) changes.parents.add(owner);
    } else if (section === 'blocks' && typeof sub === 'string' && event instanceof Y.YMapEvent) {
      const keys = event.keysChanged;
      if (keys.has('ty') || keys.has('data')) changes.retyped.add(sub);
      // A new children list or text (another client converting an old block) is read afresh.
      if (keys.has('children') || keys.has('external_id')) changes.parents.add(sub);
    }
  }
  return changes;
}
