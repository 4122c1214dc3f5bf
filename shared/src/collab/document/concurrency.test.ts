/**
 * @jest-environment node
 */
import { deleteBlock, moveBlock } from './blocks.js';
import { plainText } from './delta.js';
import { childIds, textDelta } from './read.js';
import { indentBlock } from './rules/indent.js';
import { splitBlock } from './rules/split.js';
import { buildDocument, copyOf, exchange, origin, outline } from './test-utils/documents.js';
import { applyTextEdit, formatText, setText } from './text.js';
import { documentTree } from './tree.js';

describe('two peers editing one document', () => {
  it('concurrent typing in the same paragraph converges per character', () => {
    const { doc: alice, ids } = buildDocument([{ key: 'p', ty: 'paragraph', text: 'hello world' }]);
    const bob = copyOf(alice);
    const id = ids.p ?? '';
    applyTextEdit(alice, id, [{ retain: 5 }, { insert: ',' }], origin);
    applyTextEdit(bob, id, [{ retain: 11 }, { insert: '!' }], origin);
    formatText(bob, id, { index: 6, length: 5 }, { bold: true }, origin);
    exchange(alice, bob);
    const expected = [
      { insert: 'hello, ' },
      { insert: 'world', attributes: { bold: true } },
      { insert: '!' },
    ];
    expect(textDelta(alice, id)).toEqual(expected);
    expect(textDelta(bob, id)).toEqual(expected);
  });

  it("whole-line updates (setText) from two editors keep both peers' typing", () => {
    const { doc: alice, ids } = buildDocument([{ key: 'p', ty: 'paragraph', text: 'hello world' }]);
    const bob = copyOf(alice);
    const id = ids.p ?? '';
    setText(alice, id, [{ insert: 'hello brave world' }], origin);
    setText(bob, id, [{ insert: 'hello world!' }], origin);
    exchange(alice, bob);
    expect(plainText(textDelta(alice, id) ?? [])).toBe('hello brave world!');
    expect(textDelta(bob, id)).toEqual(textDelta(alice, id));
  });

  it('the same offset typed on both sides keeps both characters, in the same order on both', () => {
    const { doc: alice, ids } = buildDocument([{ key: 'p', ty: 'paragraph', text: 'ac' }]);
    const bob = copyOf(alice);
    const id = ids.p ?? '';
    applyTextEdit(alice, id, [{ retain: 1 }, { insert: 'b' }], origin);
    applyTextEdit(bob, id, [{ retain: 1 }, { insert: 'B' }], origin);
    exchange(alice, bob);
    const text = plainText(textDelta(alice, id) ?? []);
    expect(text).toHaveLength(4);
    expect(text.split('').sort().join('')).toBe('Bacb'.split('').sort().join(''));
    expect(textDelta(bob, id)).toEqual(textDelta(alice, id));
  });

  it('structural edits on both sides (indent there, split here) converge to one tree', () => {
    const { doc: alice, ids } = buildDocument([
      { key: 'a', ty: 'bulleted_list', text: 'a' },
      { key: 'b', ty: 'bulleted_list', text: 'b' },
      { key: 'c', ty: 'paragraph', text: 'c one' },
    ]);
    const bob = copyOf(alice);
    indentBlock(alice, ids.b ?? '', origin);
    splitBlock(bob, ids.c ?? '', 1, origin);
    exchange(alice, bob);
    expect(outline(alice)).toEqual(['bulleted_list a', '  bulleted_list b', 'paragraph c', 'paragraph  one']);
    expect(documentTree(bob)).toEqual(documentTree(alice));
  });

  it('one block moved to two different parents at once ends up under one, shown once on both sides', () => {
    const { doc: alice, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { key: 'b', ty: 'paragraph', text: 'b' },
      { key: 'x', ty: 'paragraph', text: 'x' },
    ]);
    const bob = copyOf(alice);
    moveBlock(alice, ids.x ?? '', { parentId: ids.a ?? '' }, origin);
    moveBlock(bob, ids.x ?? '', { parentId: ids.b ?? '' }, origin);
    exchange(alice, bob);
    const tree = documentTree(alice);
    expect(documentTree(bob)).toEqual(tree);
    expect([...childIds(alice, ids.a ?? ''), ...childIds(alice, ids.b ?? '')]).toEqual([ids.x]);
  });

  it('a block deleted on one side while typed into on the other is gone on both', () => {
    const { doc: alice, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { key: 'b', ty: 'paragraph', text: 'b' },
    ]);
    const bob = copyOf(alice);
    deleteBlock(alice, ids.b ?? '', origin);
    applyTextEdit(bob, ids.b ?? '', [{ insert: 'late ' }], origin);
    exchange(alice, bob);
    expect(outline(alice)).toEqual(['paragraph a']);
    expect(outline(bob)).toEqual(['paragraph a']);
  });
});
