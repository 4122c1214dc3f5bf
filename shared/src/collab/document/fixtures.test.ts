/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { decodeDoc, encodeDoc } from '../yjs.js';
import { insertBlock } from './blocks.js';
import { plainText } from './delta.js';
import type { TextDelta, TextMarks } from './marks.js';
import { documentParts } from './parts.js';
import { childIds, getBlock, pageId, textDelta } from './read.js';
import { splitBlock } from './rules/split.js';
import { fixtureDoc, fixtureState, origin, withFixtures } from './test-utils/documents.js';
import { applyTextEdit, setText } from './text.js';
import { documentTree, type BlockNode } from './tree.js';

function nodes(root: BlockNode): BlockNode[] {
  return [root, ...root.children.flatMap(nodes)];
}

function marksOf(root: BlockNode): Map<string, unknown[]> {
  const marks = new Map<string, unknown[]>();
  for (const node of nodes(root)) {
    for (const op of node.text ?? []) {
      for (const [key, value] of Object.entries(op.attributes ?? {}))
        marks.set(key, [...(marks.get(key) ?? []), value]);
    }
  }
  return marks;
}

/** Every block's stored JSON (its data string as stored), every text's delta, every children list. */
function snapshot(doc: Y.Doc) {
  const parts = documentParts(doc);
  const json = (map: Y.Map<unknown>) =>
    Object.fromEntries(
      [...map.entries()].map(([key, value]) => [
        key,
        value instanceof Y.AbstractType ? value.toJSON() : value,
      ]),
    );
  return {
    blocks: new Map(
      [...parts.blocks.entries()].map(([id, block]) => [
        id,
        JSON.stringify((block as Y.Map<unknown>).toJSON()),
      ]),
    ),
    texts: new Map(
      [...parts.textMap.entries()].map(([id, text]) => [id, JSON.stringify((text as Y.Text).toDelta())]),
    ),
    children: new Map(
      Object.entries(json(parts.childrenMap)).map(([id, list]) => [id, JSON.stringify(list)]),
    ),
  };
}

describe('AppFlowy fixtures', () => {
  withFixtures(
    'simple_doc loads: 54 blocks, 43 top-level, legacy data.delta texts read, marks in AppFlowy shapes',
    () => {
      const doc = fixtureDoc('simple_doc.json');
      const tree = documentTree(doc);
      expect(tree.id).toBe('UVOkQXnuVr');
      expect(nodes(tree)).toHaveLength(54);
      expect(tree.children).toHaveLength(43);
      expect(getBlock(doc, '3Ml0hNnfOR')).toMatchObject({
        ty: 'paragraph',
        parent: 'UVOkQXnuVr',
        externalId: 'Taw0xEByAS',
      });
      expect(textDelta(doc, '3Ml0hNnfOR')).toEqual([{ insert: 'UI' }]);
      const marks = marksOf(tree);
      for (const flag of ['bold', 'italic', 'underline', 'strikethrough', 'code'])
        expect(marks.get(flag)).toContain(true);
      expect(marks.get('href')).toContain(
        'https://appflowy.gitbook.io/docs/essential-documentation/shortcuts',
      );
      for (const colour of [...(marks.get('font_color') ?? []), ...(marks.get('bg_color') ?? [])]) {
        expect(colour).toMatch(/^0x[0-9a-f]+$/);
      }
      const heading = nodes(tree).find((node) => node.ty === 'heading');
      expect(heading?.data.level).toEqual(expect.any(Number));
    },
  );

  withFixtures(
    'full_doc loads: 82 blocks of every kind, mentions, formula and font family as AppFlowy writes them',
    () => {
      const doc = fixtureDoc('full_doc.json');
      const tree = documentTree(doc);
      const all = nodes(tree);
      expect(all).toHaveLength(82);
      const types = new Set(all.map((node) => node.ty));
      for (const ty of [
        'table',
        'table/cell',
        'toggle_list',
        'divider',
        'callout',
        'code',
        'outline',
        'math_equation',
        'grid',
        'board',
        'calendar',
        'image',
      ]) {
        expect(types).toContain(ty);
      }
      const marks = marksOf(tree);
      expect(marks.get('mention')).toEqual(
        expect.arrayContaining([
          { type: 'page', page_id: 'd0496324-5570-4006-b4ea-db7516d212fd' },
          { type: 'date', date: '2024-04-18T14:25:32.457277' },
        ]),
      );
      expect(marks.get('formula')).toContain('formula');
      expect(marks.get('font_family')).toContain('AbrilFatface_regular');
      const table = all.find((node) => node.ty === 'table');
      expect(table?.data).toMatchObject({ colsLen: 3, rowsLen: 3 });
      expect(table?.children).toHaveLength(9);
      const code = all.find((node) => node.ty === 'code');
      expect(plainText(code?.text ?? [])).toContain('\n');
    },
  );

  withFixtures(
    'full_doc survives load → edit → encode → reload: untouched blocks and texts byte for byte, edits and marks intact',
    () => {
      const doc = decodeDoc(fixtureState('full_doc.json'));
      const before = snapshot(doc);
      const page = pageId(doc);
      const [firstTop] = childIds(doc, page);
      // One block with a Y.Text (the todo with code, colour and strikethrough marks) and one legacy block.
      const edited = 'M0hTcCxBXR';
      const legacy = documentTree(doc).children.find(
        (node) => getBlock(doc, node.id)?.externalId === null && node.text?.length,
      );
      expect(legacy).toBeDefined();
      const marked: TextMarks = { bold: true, font_color: '0xffdb3636', href: 'https://example.org' };
      const inserted = insertBlock(
        doc,
        { ty: 'paragraph', text: [{ insert: 'New ' }, { insert: 'line', attributes: marked }] },
        { parentId: page, position: { after: firstTop ?? '' } },
        origin,
      );
      applyTextEdit(doc, edited, [{ insert: '» ' }], origin);
      setText(
        doc,
        legacy?.id ?? '',
        [...(legacy?.text ?? []), { insert: ' (edited)', attributes: { italic: true } }],
        origin,
      );

      const reloaded = decodeDoc(encodeDoc(doc));
      const after = snapshot(reloaded);
      const touchedBlocks = new Set([inserted, legacy?.id]);
      for (const [id, json] of before.blocks) {
        if (!touchedBlocks.has(id)) expect([id, after.blocks.get(id)]).toEqual([id, json]);
      }
      const editedText = getBlock(doc, edited)?.externalId;
      for (const [id, delta] of before.texts)
        if (id !== editedText) expect([id, after.texts.get(id)]).toEqual([id, delta]);
      const pageChildren = getBlock(doc, page)?.childrenId;
      for (const [id, list] of before.children)
        if (id !== pageChildren) expect([id, after.children.get(id)]).toEqual([id, list]);

      expect(childIds(reloaded, page).slice(0, 2)).toEqual([firstTop, inserted]);
      expect(textDelta(reloaded, inserted)).toEqual([
        { insert: 'New ' },
        { insert: 'line', attributes: marked },
      ]);
      const originalEdited = JSON.parse(before.texts.get(editedText ?? '') ?? '[]') as TextDelta;
      const [firstRun, ...otherRuns] = originalEdited;
      expect(firstRun).toEqual({ insert: 'Click ' });
      expect(textDelta(reloaded, edited)).toEqual([{ insert: '» Click ' }, ...otherRuns]);
      expect(textDelta(reloaded, legacy?.id ?? '')).toEqual([
        ...(legacy?.text ?? []),
        { insert: ' (edited)', attributes: { italic: true } },
      ]);
      // The legacy block changed only by gaining its text: its data string is the one AppFlowy wrote.
      expect(getBlock(reloaded, legacy?.id ?? '')?.data).toEqual(
        getBlock(decodeDoc(fixtureState('full_doc.json')), legacy?.id ?? '')?.data,
      );
      expect(nodes(documentTree(reloaded))).toHaveLength(83);
    },
  );

  withFixtures('simple_doc: a split of a marked line keeps every mark on both sides', () => {
    const doc = fixtureDoc('simple_doc.json');
    const tree = documentTree(doc);
    const target = nodes(tree).find((node) => (node.text ?? []).filter((op) => op.attributes).length >= 2);
    expect(target).toBeDefined();
    const id = target?.id ?? '';
    const original = target?.text ?? [];
    const middle = Math.floor(plainText(original).length / 2);
    const { inserted } = splitBlock(doc, id, middle, origin);
    const reloaded = decodeDoc(encodeDoc(doc));
    const joined = [...(textDelta(reloaded, id) ?? []), ...(textDelta(reloaded, inserted) ?? [])];
    const flatten = (delta: TextDelta) =>
      delta.flatMap((op) =>
        Array.from(typeof op.insert === 'string' ? op.insert : '$').map(
          (char) => `${char}${JSON.stringify(op.attributes ?? {})}`,
        ),
      );
    expect(flatten(joined)).toEqual(flatten(original));
  });
});
