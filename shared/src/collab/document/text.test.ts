/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { applyEdit } from './apply-edit.js';
import { diffDelta, sliceDelta } from './delta.js';
import { dateMention, formula, pageMention, type TextDelta } from './marks.js';
import { documentParts } from './parts.js';
import { blockMap, blockText, getBlock, textDelta } from './read.js';
import { buildDocument, origin } from './test-utils/documents.js';
import { applyTextEdit, ensureBlockText, formatText, setText } from './text.js';

function apply(before: TextDelta, after: TextDelta): TextDelta {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  applyEdit(text, before);
  applyEdit(text, diffDelta(before, after));
  return text.toDelta() as TextDelta;
}

describe('text edits', () => {
  it('applyTextEdit applies a Yjs delta; a trailing newline (code blocks) is kept', () => {
    const { doc, ids } = buildDocument([{ key: 'c', ty: 'code', text: 'let a' }]);
    applyTextEdit(doc, ids.c ?? '', [{ retain: 5 }, { insert: ' = 1;\n' }], origin);
    expect(blockText(doc, ids.c ?? '')?.toJSON()).toBe('let a = 1;\n');
  });

  it("formatText sets and removes marks in AppFlowy's attribute shapes", () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'paragraph', text: 'hello world' }]);
    const id = ids.a ?? '';
    formatText(doc, id, { index: 0, length: 5 }, { bold: true, font_color: '0xffdb3636' }, origin);
    formatText(
      doc,
      id,
      { index: 6, length: 5 },
      { href: 'https://appflowy.io', bg_color: '0x4d9c27b0' },
      origin,
    );
    formatText(doc, id, { index: 0, length: 2 }, { bold: null }, origin);
    expect(textDelta(doc, id)).toEqual([
      { insert: 'he', attributes: { font_color: '0xffdb3636' } },
      { insert: 'llo', attributes: { bold: true, font_color: '0xffdb3636' } },
      { insert: ' ' },
      { insert: 'world', attributes: { href: 'https://appflowy.io', bg_color: '0x4d9c27b0' } },
    ]);
  });

  it('mentions and formulas are "$" inserts carrying their attribute, as AppFlowy writes them', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'paragraph', text: '' }]);
    const delta = [
      { insert: 'see ' },
      pageMention('d0496324-5570-4006-b4ea-db7516d212fd'),
      { insert: ' on ' },
      dateMention('2024-04-18T14:25:32.457277'),
      formula('E=mc^2'),
    ];
    setText(doc, ids.a ?? '', delta, origin);
    expect(textDelta(doc, ids.a ?? '')).toEqual([
      { insert: 'see ' },
      {
        insert: '$',
        attributes: { mention: { type: 'page', page_id: 'd0496324-5570-4006-b4ea-db7516d212fd' } },
      },
      { insert: ' on ' },
      { insert: '$', attributes: { mention: { type: 'date', date: '2024-04-18T14:25:32.457277' } } },
      { insert: '$', attributes: { formula: 'E=mc^2' } },
    ]);
  });

  it('setText changes only what differs', () => {
    expect(diffDelta([{ insert: 'hello' }], [{ insert: 'hello!' }])).toEqual([
      { retain: 5 },
      { insert: '!' },
    ]);
    expect(diffDelta([{ insert: 'hello' }], [{ insert: 'hllo' }])).toEqual([{ retain: 1 }, { delete: 1 }]);
    expect(
      diffDelta(
        [{ insert: 'hello' }],
        [{ insert: 'he' }, { insert: 'll', attributes: { bold: true } }, { insert: 'o' }],
      ),
    ).toEqual([{ retain: 2 }, { retain: 2, attributes: { bold: true } }]);
    expect(diffDelta([{ insert: 'ab', attributes: { italic: true } }], [{ insert: 'ab' }])).toEqual([
      { retain: 2, attributes: { italic: null } },
    ]);
    expect(diffDelta([{ insert: 'same' }], [{ insert: 'same' }])).toEqual([]);
  });

  it.each<[TextDelta, TextDelta]>([
    [[{ insert: 'abc' }], [{ insert: 'xabcx' }]],
    [[{ insert: 'aaa' }], [{ insert: 'aa' }]],
    [
      [{ insert: 'one two', attributes: { bold: true } }],
      [{ insert: 'one ' }, { insert: '2', attributes: { code: true } }],
    ],
    [[{ insert: 'é🙂x' }], [{ insert: 'é🙂yx' }]],
    [[], [{ insert: 'new', attributes: { href: 'a' } }]],
    [[{ insert: 'gone' }], []],
  ])('diffDelta turns %j into %j', (before, after) => {
    const expected = JSON.stringify(after);
    expect(apply(before, after)).toEqual(after);
    expect(JSON.stringify(after)).toBe(expected);
  });

  it('sliceDelta cuts inserts at offsets, marks kept', () => {
    const delta: TextDelta = [{ insert: 'ab', attributes: { bold: true } }, { insert: 'cd' }];
    expect(sliceDelta(delta, 1, 3)).toEqual([{ insert: 'b', attributes: { bold: true } }, { insert: 'c' }]);
    expect(sliceDelta(delta, 4)).toEqual([]);
  });

  it('a block older AppFlowy versions wrote (text in data.delta) is read, then converted on its first edit or when an editor binds it', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'divider' }]);
    const id = ids.a ?? '';
    const map = blockMap(documentParts(doc), id);
    map?.set('ty', 'paragraph');
    map?.set(
      'data',
      JSON.stringify({ delta: [{ insert: 'old ' }, { insert: 'text', attributes: { italic: true } }] }),
    );
    expect(blockText(doc, id)).toBeUndefined();
    expect(textDelta(doc, id)).toEqual([
      { insert: 'old ' },
      { insert: 'text', attributes: { italic: true } },
    ]);
    expect(() => ensureBlockText(buildDocument([]).doc, id, origin)).toThrow('Block not found');
    const bound = ensureBlockText(doc, id, origin);
    expect(bound.toJSON()).toBe('old text');
    applyTextEdit(doc, id, [{ retain: 8 }, { insert: '!' }], origin);
    expect(blockText(doc, id)).toBe(bound);
    expect(getBlock(doc, id)).toMatchObject({ externalId: id, externalType: 'text' });
    expect(textDelta(doc, id)).toEqual([
      { insert: 'old ' },
      { insert: 'text', attributes: { italic: true } },
      { insert: '!' },
    ]);
  });
});
