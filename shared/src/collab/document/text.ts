import type * as Y from 'yjs';
import { applyEdit } from './apply-edit.js';
import { diffDelta } from './delta.js';
import type { MarkChanges, TextDelta, TextEdit } from './marks.js';
import { documentParts } from './parts.js';
import { readText } from './read.js';
import { ensureText, requireBlock } from './structure.js';

// Text writes. Each goes through the block's Y.Text (created when the block has none, converting text an
// older AppFlowy kept in `data.delta`), so concurrent edits of one line merge per character.

/** Applies a Yjs delta edit (retain / insert / delete, marks as attributes) to the block's text. */
export function applyTextEdit(doc: Y.Doc, id: string, edit: TextEdit[], origin: unknown): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    applyEdit(ensureText(parts, requireBlock(parts, id)), edit);
  }, origin);
}

/**
 * Makes the block's text equal `delta`, changing only what differs (the common start and end are kept,
 * marks updated in place), so a whole-line update from an editor does not overwrite a co-editor's typing.
 */
export function setText(doc: Y.Doc, id: string, delta: TextDelta, origin: unknown): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    const text = ensureText(parts, block);
    const edit = diffDelta(readText(parts, requireBlock(parts, id)) ?? [], delta);
    applyEdit(text, edit);
  }, origin);
}

/** Sets or (with null) removes marks on `length` characters from `index`. */
export function formatText(
  doc: Y.Doc,
  id: string,
  range: { index: number; length: number },
  marks: MarkChanges,
  origin: unknown,
): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    ensureText(parts, requireBlock(parts, id)).format(range.index, range.length, { ...marks });
  }, origin);
}

/**
 * The block's Y.Text for an editor to bind to, created when missing: a block an older AppFlowy wrote
 * has its `data.delta` moved into a Y.Text first (a write, hence the origin).
 */
export function ensureBlockText(doc: Y.Doc, id: string, origin: unknown): Y.Text {
  return doc.transact(() => {
    const parts = documentParts(doc);
    return ensureText(parts, requireBlock(parts, id));
  }, origin);
}
