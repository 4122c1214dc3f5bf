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

function ownerIndex(doc: Y.Doc, key: 'children' | 'external_id'): Map<string, string> {
  const index = new Map<string, string>();
  documentParts(doc).blocks.forEach((block, id) => {
    if (!(block instanceof Y.Map)) return;
    const value: unknown = (block as Y.Map<unknown>).get(key);
    if (typeof value === 'string') index.set(value, id);
  });
  return index;
}

/** Sorts the events of `observeDeep` on `data.document` into per-block changes. */
export function remoteChangesOf(
  doc: Y.Doc,
  events: readonly Y.YEvent<Y.AbstractType<unknown>>[],
): RemoteChanges {
  const changes: RemoteChanges = { texts: new Map(), retyped: new Set(), parents: new Set(), reload: false };
  let textOwners: Map<string, string> | undefined;
  let childrenOwners: Map<string, string> | undefined;
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
      textOwners ??= ownerIndex(doc, 'external_id');
      const owner = textOwners.get(key);
      if (owner !== undefined) changes.texts.set(owner, event.delta as TextEdit[]);
    } else if (section === 'meta' && sub === 'children_map' && typeof key === 'string') {
      childrenOwners ??= ownerIndex(doc, 'children');
      const owner = childrenOwners.get(key);
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
