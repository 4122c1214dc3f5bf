/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { documentParts } from '../parts.js';
import { blockMap, childIds, getBlock, pageId, textDelta } from '../read.js';
import { buildDocument, origin, outline } from '../test-utils/documents.js';
import { splitBlock } from './split.js';

describe('Enter (splitBlock)', () => {
  it('EDT-08 / Enter at offset 0 inserts an empty paragraph above and leaves the caret in the block', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'heading', data: { level: 2 }, text: 'Title' }]);
    const result = splitBlock(doc, ids.a ?? '', 0, origin);
    expect(result.caretBlockId).toBe(ids.a);
    expect(outline(doc)).toEqual(['paragraph', 'heading Title']);
    expect(getBlock(doc, result.inserted)?.data).toEqual({});
  });

  it.each(['bulleted_list', 'numbered_list', 'todo_list'])(
    'EDT-08 / Enter at offset 0 of a %s inserts an empty item of the same list type above',
    (ty) => {
      const { doc, ids } = buildDocument([
        { key: 'a', ty, data: { checked: true, bgColor: 'x' }, text: 'item' },
      ]);
      const { inserted } = splitBlock(doc, ids.a ?? '', 0, origin);
      expect(outline(doc)).toEqual([ty, `${ty} item`]);
      const data = getBlock(doc, inserted)?.data;
      expect(data?.bgColor).toBe('x');
      if (ty === 'todo_list') expect(data?.checked).toBe(false);
    },
  );

  it('EDT-09 / Enter inside a list item splits it: the new item keeps the type and the text after the offset with its marks', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'a',
        ty: 'bulleted_list',
        text: [{ insert: 'Hello ' }, { insert: 'bold', attributes: { bold: true } }, { insert: ' end' }],
      },
    ]);
    const { inserted, caretBlockId } = splitBlock(doc, ids.a ?? '', 8, origin);
    expect(caretBlockId).toBe(inserted);
    expect(textDelta(doc, ids.a ?? '')).toEqual([
      { insert: 'Hello ' },
      { insert: 'bo', attributes: { bold: true } },
    ]);
    expect(textDelta(doc, inserted)).toEqual([
      { insert: 'ld', attributes: { bold: true } },
      { insert: ' end' },
    ]);
    expect(outline(doc)).toEqual(['bulleted_list Hello bo', 'bulleted_list ld end']);
  });

  it('EDT-09 / a split paragraph hands its children to the new block', () => {
    const { doc } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'onetwo', children: [{ ty: 'paragraph', text: 'child' }] },
      { ty: 'paragraph', text: 'next' },
    ]);
    const [first] = childIds(doc, pageId(doc));
    splitBlock(doc, first ?? '', 3, origin);
    expect(outline(doc)).toEqual(['paragraph one', 'paragraph two', '  paragraph child', 'paragraph next']);
  });

  it('EDT-09 / Enter at the end of a heading starts an empty paragraph after it', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'heading', data: { level: 1 }, text: 'Title' }]);
    const { inserted } = splitBlock(doc, ids.a ?? '', 5, origin);
    expect(outline(doc)).toEqual(['heading Title', 'paragraph']);
    expect(textDelta(doc, inserted)).toEqual([]);
  });

  it('EDT-10 / splitting a collapsed toggle list yields a toggle list after it; its children stay folded in it', () => {
    const { doc, ids } = buildDocument([
      {
        key: 't',
        ty: 'toggle_list',
        data: { collapsed: true },
        text: 'abcd',
        children: [{ ty: 'paragraph', text: 'in' }],
      },
    ]);
    splitBlock(doc, ids.t ?? '', 2, origin);
    expect(outline(doc)).toEqual(['toggle_list ab', '  paragraph in', 'toggle_list cd']);
  });

  it('EDT-10 / splitting an expanded toggle list yields a paragraph, as its first child', () => {
    const { doc, ids } = buildDocument([
      {
        key: 't',
        ty: 'toggle_list',
        data: { collapsed: false },
        text: 'abcd',
        children: [{ ty: 'paragraph', text: 'in' }],
      },
    ]);
    splitBlock(doc, ids.t ?? '', 2, origin);
    expect(outline(doc)).toEqual(['toggle_list ab', '  paragraph cd', '  paragraph in']);
  });

  it("EDT-10 / a toggle list's collapsed flag read from a string counts ('true')", () => {
    const { doc, ids } = buildDocument([
      { key: 't', ty: 'toggle_list', data: { collapsed: 'true' }, text: 'ab' },
    ]);
    splitBlock(doc, ids.t ?? '', 1, origin);
    expect(outline(doc)).toEqual(['toggle_list a', 'toggle_list b']);
  });

  it("EDT-17 / splitting a block whose parent is missing rejects with 'Parent block not found'", () => {
    const { doc } = buildDocument([]);
    expect(() => splitBlock(doc, pageId(doc), 0, origin)).toThrow('Parent block not found');
    const orphan = buildDocument([{ key: 'a', ty: 'paragraph', text: 'abc' }]);
    blockMap(documentParts(orphan.doc), orphan.ids.a ?? '')?.set('parent', 'gone');
    expect(() => splitBlock(orphan.doc, orphan.ids.a ?? '', 1, origin)).toThrow('Parent block not found');
    expect(textDelta(orphan.doc, orphan.ids.a ?? '')).toEqual([{ insert: 'abc' }]);
  });

  it("EDT-16 / editing a doc that holds no document rejects with 'Document not found'", () => {
    expect(() => splitBlock(new Y.Doc(), 'any', 0, origin)).toThrow('Document not found');
  });

  it('the split is one transaction with the caller-given origin', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'paragraph', text: 'abc' }]);
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction) => origins.push(transaction.origin));
    const mine = { editor: true };
    splitBlock(doc, ids.a ?? '', 1, mine);
    expect(origins).toEqual([mine]);
  });
});
