import { decodeDoc, documentParts, encodeDoc } from '@quire/shared/collab';
import * as Y from 'yjs';

/** Block data keys that name a page: a sub-page block's page, an embedded database's view and its parent. */
const pageKeys = ['view_id', 'parent_id'] as const;

/**
 * A copied document's references re-pointed at the copies: page mentions (any mention with a `page_id`) and
 * sub-page / embedded-view blocks whose page is in `copies` (old view id → new). References to pages outside
 * the copied set are left as they are (they name pages the copier may not see; nothing of them is copied).
 * Block ids are kept. Returns the new state, or the given one when nothing needed changing.
 */
export function repointDocument(docState: Uint8Array, copies: ReadonlyMap<string, string>): Uint8Array {
  const doc = decodeDoc(docState);
  const changes: boolean[] = [];
  doc.transact(() => {
    const parts = documentParts(doc);
    for (const text of parts.textMap.values()) {
      if (text instanceof Y.Text) changes.push(repointMentions(text, copies));
    }
    for (const block of parts.blocks.values()) {
      if (block instanceof Y.Map) changes.push(repointBlockData(block as Y.Map<unknown>, copies));
    }
  });
  return changes.includes(true) ? encodeDoc(doc) : docState;
}

function repointMentions(text: Y.Text, copies: ReadonlyMap<string, string>): boolean {
  let index = 0;
  let changed = false;
  for (const op of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    const length = typeof op.insert === 'string' ? op.insert.length : 1;
    const mention = op.attributes?.mention;
    if (isRecord(mention) && typeof mention.page_id === 'string') {
      const target = copies.get(mention.page_id);
      if (target !== undefined) {
        text.format(index, length, { mention: { ...mention, page_id: target } });
        changed = true;
      }
    }
    index += length;
  }
  return changed;
}

function repointBlockData(block: Y.Map<unknown>, copies: ReadonlyMap<string, string>): boolean {
  const raw = block.get('data');
  if (raw instanceof Y.Map) {
    const map = raw as Y.Map<unknown>;
    let changed = false;
    for (const key of pageKeys) {
      const value = map.get(key);
      const target = typeof value === 'string' ? copies.get(value) : undefined;
      if (target !== undefined) {
        map.set(key, target);
        changed = true;
      }
    }
    return changed;
  }
  if (typeof raw !== 'string' || raw === '') return false;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!isRecord(data)) return false;
  let changed = false;
  for (const key of pageKeys) {
    const value = data[key];
    const target = typeof value === 'string' ? copies.get(value) : undefined;
    if (target !== undefined) {
      data[key] = target;
      changed = true;
    }
  }
  if (changed) block.set('data', JSON.stringify(data));
  return changed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
