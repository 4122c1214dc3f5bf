/**
 * @jest-environment node
 */
import { insertBlock, setBlockType, updateBlockData } from '../blocks.js';
import { pageId } from '../read.js';
import { buildDocument, origin, outline } from '../test-utils/documents.js';
import { gatherToggleHeading } from './toggle-heading.js';

function sections() {
  return buildDocument([
    { key: 't', ty: 'paragraph', text: 'Section' },
    { ty: 'paragraph', text: 'p1' },
    { ty: 'heading', data: { level: 3 }, text: 'deeper' },
    { ty: 'bulleted_list', text: 'item' },
    { ty: 'heading', data: { level: 2 }, text: 'same level' },
    { ty: 'paragraph', text: 'p2' },
  ]);
}

describe('toggle heading rule', () => {
  it('EDT-15 / a block turned into a toggle heading takes in the following blocks up to a heading of its level', () => {
    const { doc, ids } = sections();
    setBlockType(doc, ids.t ?? '', 'toggle_list', { level: 2 }, origin);
    expect(outline(doc)).toEqual([
      'toggle_list Section',
      '  paragraph p1',
      '  heading deeper',
      '  bulleted_list item',
      'heading same level',
      'paragraph p2',
    ]);
  });

  it('EDT-15 / a heading of a higher level stops it too; with none, it takes every following block', () => {
    const { doc, ids } = buildDocument([
      { key: 't', ty: 'toggle_list', text: 'T' },
      { ty: 'paragraph', text: 'p1' },
      { key: 'top', ty: 'toggle_list', data: { level: 1 }, text: 'top' },
      { ty: 'paragraph', text: 'p2' },
    ]);
    updateBlockData(doc, ids.t ?? '', { level: 2 }, origin);
    expect(outline(doc)).toEqual(['toggle_list T', '  paragraph p1', 'toggle_list top', 'paragraph p2']);
    gatherToggleHeading(doc, ids.top ?? '', origin);
    expect(outline(doc)).toEqual(['toggle_list T', '  paragraph p1', 'toggle_list top', '  paragraph p2']);
  });

  it('EDT-15 / inserting a toggle heading gathers what follows; levels may be strings or bigints', () => {
    const { doc, ids } = buildDocument([
      { key: 'first', ty: 'paragraph', text: 'first' },
      { ty: 'paragraph', text: 'p1' },
      { ty: 'heading', data: { level: '1' }, text: 'h1' },
    ]);
    insertBlock(
      doc,
      { ty: 'toggle_list', data: { level: 1n }, text: [{ insert: 'T' }] },
      { parentId: pageId(doc), position: { after: ids.first ?? '' } },
      origin,
    );
    expect(outline(doc)).toEqual(['paragraph first', 'toggle_list T', '  paragraph p1', 'heading h1']);
  });

  it('EDT-15 / children it already has stay first; a plain toggle list (no level) gathers nothing', () => {
    const { doc, ids } = buildDocument([
      {
        key: 't',
        ty: 'toggle_list',
        data: { level: 2 },
        text: 'T',
        children: [{ ty: 'paragraph', text: 'own' }],
      },
      { key: 'plain', ty: 'toggle_list', text: 'plain' },
      { ty: 'paragraph', text: 'p' },
    ]);
    expect(gatherToggleHeading(doc, ids.plain ?? '', origin)).toEqual([]);
    const moved = gatherToggleHeading(doc, ids.t ?? '', origin);
    expect(moved).toHaveLength(2);
    expect(outline(doc)).toEqual([
      'toggle_list T',
      '  paragraph own',
      '  toggle_list plain',
      '  paragraph p',
    ]);
  });

  it('EDT-15 / collapsing a toggle heading (a data change without level) does not gather again', () => {
    const { doc, ids } = buildDocument([
      { key: 't', ty: 'toggle_list', data: { level: 2 }, text: 'T' },
      { ty: 'paragraph', text: 'p' },
    ]);
    updateBlockData(doc, ids.t ?? '', { collapsed: true }, origin);
    expect(outline(doc)).toEqual(['toggle_list T', 'paragraph p']);
  });
});
