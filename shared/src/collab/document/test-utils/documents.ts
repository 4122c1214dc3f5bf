import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { emptyDocument } from '../../document.js';
import { newBlockId } from '../../ids.js';
import { decodeDoc } from '../../yjs.js';
import { deleteBlock, insertBlock, type NewBlock } from '../blocks.js';
import { plainText } from '../delta.js';
import type { TextDelta } from '../marks.js';
import { childIds, pageId } from '../read.js';
import { documentTree, type BlockNode } from '../tree.js';

export const origin = Symbol('test-origin');

/** A block for `buildDocument`: `key` names it in the returned ids; `text` is plain or a delta. */
export interface BlockSpec {
  key?: string;
  ty: string;
  text?: string | TextDelta;
  data?: Record<string, unknown>;
  children?: BlockSpec[];
}

function toNewBlock(spec: BlockSpec, keyed: Map<NewBlock, string>): NewBlock {
  const block: NewBlock = {
    ty: spec.ty,
    data: spec.data ?? {},
    children: (spec.children ?? []).map((child) => toNewBlock(child, keyed)),
  };
  if (spec.text !== undefined)
    block.text = typeof spec.text === 'string' ? [{ insert: spec.text }] : spec.text;
  if (spec.key !== undefined) {
    block.id = newBlockId();
    keyed.set(block, spec.key);
  }
  return block;
}

/** A document whose page holds exactly `specs`; `ids` maps each spec's key to its block id. */
export function buildDocument(specs: BlockSpec[]): { doc: Y.Doc; ids: Record<string, string> } {
  const doc = decodeDoc(emptyDocument());
  const page = pageId(doc);
  for (const id of childIds(doc, page)) deleteBlock(doc, id, origin);
  const keyed = new Map<NewBlock, string>();
  const ids: Record<string, string> = {};
  for (const spec of specs) {
    const block = toNewBlock(spec, keyed);
    insertBlock(doc, block, { parentId: page }, origin);
  }
  for (const [block, key] of keyed) if (block.id !== undefined) ids[key] = block.id;
  return { doc, ids };
}

/** The tree as indented lines `ty text`, for readable assertions about structure. */
export function outline(doc: Y.Doc): string[] {
  const lines: string[] = [];
  const walk = (node: BlockNode, depth: number) => {
    const text = node.text === null ? '' : ` ${plainText(node.text)}`;
    lines.push(`${'  '.repeat(depth)}${node.ty}${text}`.trimEnd());
    for (const child of node.children) walk(child, depth + 1);
  };
  for (const child of documentTree(doc).children) walk(child, 0);
  return lines;
}

/** Sends each doc's missing updates to the other, both ways. */
export function exchange(a: Y.Doc, b: Y.Doc): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

export function copyOf(doc: Y.Doc): Y.Doc {
  return decodeDoc(Y.encodeStateAsUpdate(doc));
}

// Real AppFlowy collabs are AGPL content kept outside the repository (never copied in): read from
// QUIRE_APPFLOWY_FIXTURES or the `shared/fixtures/appflowy` beside the checkout; tests needing them are
// skipped (and say so) where neither exists.
export const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../../../shared/fixtures/appflowy');

export const withFixtures = existsSync(fixtureDir) ? it : it.skip;

export function fixtureState(file: string): Uint8Array {
  const parsed = JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as {
    data: { doc_state: number[] };
  };
  return Uint8Array.from(parsed.data.doc_state);
}

export function fixtureDoc(file: string): Y.Doc {
  return decodeDoc(fixtureState(file));
}
