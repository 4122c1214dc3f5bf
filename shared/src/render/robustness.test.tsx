/**
 * @jest-environment node
 */
import type { TextDelta } from '../collab/document/marks.js';
import { BlockType } from '../collab/document/block-types.js';
import { loadRenderResources } from './resources.js';
import { block, html } from './test-utils/trees.js';

// Stored documents come from many writers (AppFlowy versions, importers, hand-made JSON): any data of any
// shape must render something and never throw.
const junkData: Record<string, unknown>[] = [
  {},
  {
    level: 'abc',
    checked: 'yes',
    collapsed: {},
    url: 123,
    images: 'x',
    ratio: -1,
    depth: null,
    column_widths: [1],
    icon: {},
    formula: 5,
    language: {},
    view_id: 7,
    align: 5,
    bgColor: [],
    width: 'wide',
    number: 'x',
    rowPosition: -3,
    colPosition: 1e9,
    enable_header_row: 'maybe',
  },
  {
    level: 99,
    url: '',
    images: [null, 1, { url: null }],
    ratio: 1e12,
    depth: -5,
    language: 'Auto',
    formula: '',
  },
];

const junkText: TextDelta = [
  { insert: 'a', attributes: { mention: 'x' as never, href: 5 as never, font_color: {} as never } },
  { insert: '$', attributes: { mention: { type: 'page' } as never } },
  { insert: '$', attributes: { mention: { type: 'date', date: 42 } as never } },
  { insert: '$', attributes: { mention: { type: 'person' } as never, formula: 7 as never } },
  { insert: { embed: true } },
];

describe('any stored data renders without throwing', () => {
  it.each(Object.values(BlockType))('ENT-39 %s with junk data, junk text and junk children', async (ty) => {
    for (const data of junkData) {
      const nodes = [
        block(ty, {
          data,
          text: junkText,
          children: [block(ty, { data }), block('paragraph', { text: 'child' })],
        }),
        block(ty, { data }),
      ];
      const resources = await loadRenderResources(nodes);
      expect(() => html(nodes)).not.toThrow();
      const out = html(nodes, { resources });
      for (const node of nodes) expect(out).toContain(`data-block-id="${node.id}"`);
    }
  });
});
