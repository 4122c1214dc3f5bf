import type * as Y from 'yjs';
import { acceptsNestedBlocks, isLayoutContainer } from '../block-types.js';
import { documentParts, type DocumentParts } from '../parts.js';
import { readBlock, storedChildren, type Block } from '../read.js';
import { relocate, requireBlock } from '../structure.js';
import { refused, type RuleResult } from './result.js';

type PreviousSibling = { found: Block } | { missing: 'first-child' | 'previous-sibling-missing' };

/**
 * The sibling stored before the block. A stale copy of an id that now lives elsewhere (left by
 * concurrent moves) is skipped; an id whose block no longer exists is a missing sibling.
 */
function previousSibling(parts: DocumentParts, parent: Block, id: string): PreviousSibling | undefined {
  const stored = storedChildren(parts, parent.childrenId)?.toArray() ?? [];
  const index = stored.indexOf(id);
  if (index === -1) return undefined;
  for (let before = index - 1; before >= 0; before -= 1) {
    const candidateId = stored[before];
    const candidate = typeof candidateId === 'string' ? readBlock(parts, candidateId) : undefined;
    if (candidate === undefined) return { missing: 'previous-sibling-missing' };
    if (candidate.parent === parent.id && candidate.id !== id) return { found: candidate };
  }
  return { missing: 'first-child' };
}

/**
 * Indent: the block (with its subtree) becomes the last child of its previous sibling. Refused, with a
 * warning and no change, when its parent or previous sibling is missing, when it is a first child, or
 * when the previous sibling is not a block that nests others (a heading, divider, image…).
 */
export function indentBlock(doc: Y.Doc, id: string, origin: unknown): RuleResult {
  return doc.transact((): RuleResult => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    const parent = readBlock(parts, block.parent);
    const previous = parent === undefined ? undefined : previousSibling(parts, parent, id);
    if (previous === undefined) return refused('parent-missing', 'Cannot indent block: parent not found');
    if ('missing' in previous) {
      return previous.missing === 'first-child'
        ? refused('first-child', 'Cannot indent block: block is the first child')
        : refused('previous-sibling-missing', 'Cannot indent block: previous sibling not found');
    }
    if (!acceptsNestedBlocks(previous.found.ty)) {
      return refused(
        'previous-sibling-cannot-nest',
        'Cannot indent block: previous sibling cannot hold blocks',
      );
    }
    relocate(parts, id, previous.found.id);
    return { ok: true, blockId: id };
  }, origin);
}

/**
 * Lift (outdent): the block (with its subtree) moves to right after its parent, under its grandparent.
 * Refused when the parent or the grandparent is missing (a top-level block has no grandparent), and
 * inside a layout block (columns, tables), whose children the layout places.
 */
export function liftBlock(doc: Y.Doc, id: string, origin: unknown): RuleResult {
  return doc.transact((): RuleResult => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    const parent = readBlock(parts, block.parent);
    if (parent === undefined) return refused('parent-missing', 'Cannot lift block: parent not found');
    const grandparent = readBlock(parts, parent.parent);
    if (grandparent === undefined)
      return refused('grandparent-missing', 'Cannot lift block: grandparent not found');
    if (isLayoutContainer(parent.ty)) {
      return refused('inside-layout', 'Cannot lift block: it is placed by a layout block');
    }
    relocate(parts, id, grandparent.id, { after: parent.id });
    return { ok: true, blockId: id };
  }, origin);
}
