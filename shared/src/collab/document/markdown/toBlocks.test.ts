import { decodeDoc } from '../../yjs.js';
import { emptyDocument } from '../../document.js';
import { BlockType } from '../block-types.js';
import { insertBlock, type NewBlock } from '../blocks.js';
import { plainText } from '../delta.js';
import { childIds, pageId } from '../read.js';
import { documentTree, type BlockNode } from '../tree.js';
import { markdownToBlocks } from './toBlocks.js';

/** A block as [type, data, text, children] with empty parts left out, to compare whole trees at a glance. */
type Summary = [string, ...unknown[]];

function summary(block: NewBlock): Summary {
  const parts: Summary = [block.ty];
  if (block.data !== undefined && Object.keys(block.data).length > 0) parts.push(block.data);
  if (block.text !== undefined) parts.push(plainText(block.text));
  if (block.children !== undefined && block.children.length > 0) parts.push(block.children.map(summary));
  return parts;
}

const convert = (markdown: string) => markdownToBlocks(markdown).map(summary);

describe('Markdown into AppFlowy blocks', () => {
  it('headings 1–6; a seventh # is a paragraph', () => {
    expect(convert('# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n####### seven')).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((level, index) => [
        BlockType.Heading,
        { level },
        ['One', 'Two', 'Three', 'Four', 'Five', 'Six'][index],
      ]),
      [BlockType.Paragraph, '####### seven'],
    ]);
  });

  it('paragraphs: soft line breaks read as spaces, hard breaks stay line breaks', () => {
    expect(convert('One line\nand the next\n\nHard  \nbreak')).toEqual([
      [BlockType.Paragraph, 'One line and the next'],
      [BlockType.Paragraph, 'Hard\nbreak'],
    ]);
  });

  it('bulleted and numbered lists nest their items and other blocks as children', () => {
    expect(convert('- a\n  - a.1\n    1. deep\n- b\n\n  more of b\n\n3. three\n4. four')).toEqual([
      [BlockType.BulletedList, 'a', [[BlockType.BulletedList, 'a.1', [[BlockType.NumberedList, 'deep']]]]],
      [BlockType.BulletedList, 'b', [[BlockType.Paragraph, 'more of b']]],
      [BlockType.NumberedList, { number: 3 }, 'three'],
      [BlockType.NumberedList, 'four'],
    ]);
  });

  it('task list items are to-dos with their checked state, nested ones too', () => {
    expect(convert('- [ ] open\n- [x] shut\n  - [X] inner\n* plain')).toEqual([
      [BlockType.TodoList, { checked: false }, 'open'],
      [BlockType.TodoList, { checked: true }, 'shut', [[BlockType.TodoList, { checked: true }, 'inner']]],
      [BlockType.BulletedList, 'plain'],
    ]);
  });

  it('a quote holds its first line as text and the rest as children', () => {
    expect(convert('> said\n>\n> - and listed')).toEqual([
      [BlockType.Quote, 'said', [[BlockType.BulletedList, 'and listed']]],
    ]);
  });

  it('fenced and indented code keep their text and language; Markdown inside is not read', () => {
    expect(convert('```ts\nconst a = 1;\n\n# not a heading\n```\n\n    indented')).toEqual([
      [BlockType.Code, { language: 'ts' }, 'const a = 1;\n\n# not a heading'],
      [BlockType.Code, { language: '' }, 'indented'],
    ]);
  });

  it('thematic breaks are dividers; $$ blocks are math equations', () => {
    expect(convert('a\n\n---\n\n***\n\n$$\nE = mc^2\n$$')).toEqual([
      [BlockType.Paragraph, 'a'],
      [BlockType.Divider],
      [BlockType.Divider],
      [BlockType.MathEquation, { formula: 'E = mc^2' }],
    ]);
  });

  it('a GFM table is a simple_table of rows and cells, header row and alignment kept, short rows padded', () => {
    expect(convert('| Name | Age |\n| :-- | --: |\n| **Ada** | 36 |\n| Alan |')).toEqual([
      [
        BlockType.SimpleTable,
        { enable_header_row: true, column_aligns: { 0: 'left', 1: 'right' } },
        [
          [BlockType.SimpleTableRow, [cell('Name'), cell('Age')]],
          [BlockType.SimpleTableRow, [cell('Ada'), cell('36')]],
          [BlockType.SimpleTableRow, [cell('Alan'), cell('')]],
        ],
      ],
    ]);
    const [table] = markdownToBlocks('| a |\n| - |\n| **b** |');
    expect(table?.children?.[1]?.children?.[0]?.children?.[0]?.text).toEqual([
      { insert: 'b', attributes: { bold: true } },
    ]);
  });

  it('images with a safe address become image blocks; an unsafe one stays its alt text', () => {
    expect(
      convert(
        '![cat](https://example.com/cat.png)\n![ref][pic]\n\nbefore ![x](/rel.png) after\n\n![bad](javascript:alert(1)) ![svg](data:image/svg+xml,x)\n\n[pic]: https://example.com/ref.png',
      ),
    ).toEqual([
      [BlockType.Image, { url: 'https://example.com/cat.png', image_type: 2 }],
      [BlockType.Image, { url: 'https://example.com/ref.png', image_type: 2 }],
      [BlockType.Paragraph, 'before '],
      [BlockType.Image, { url: '/rel.png', image_type: 2 }],
      [BlockType.Paragraph, ' after'],
      [BlockType.Paragraph, 'bad svg'],
    ]);
  });

  it("inline marks become AppFlowy's delta attributes: bold, italic, strikethrough, code, href", () => {
    const [block] = markdownToBlocks(
      '**b** *i* ~~s~~ `c` [l](https://x.org) ***bi*** [ref][r] [bad](javascript:alert(1))\n\n[r]: https://r.org',
    );
    expect(block?.text).toEqual([
      { insert: 'b', attributes: { bold: true } },
      { insert: ' ' },
      { insert: 'i', attributes: { italic: true } },
      { insert: ' ' },
      { insert: 's', attributes: { strikethrough: true } },
      { insert: ' ' },
      { insert: 'c', attributes: { code: true } },
      { insert: ' ' },
      { insert: 'l', attributes: { href: 'https://x.org' } },
      { insert: ' ' },
      { insert: 'bi', attributes: { italic: true, bold: true } },
      { insert: ' ' },
      { insert: 'ref', attributes: { href: 'https://r.org' } },
      { insert: ' bad' },
    ]);
  });

  it('inline $$ math is a formula; a single $ is text; raw HTML is kept as literal text', () => {
    const [math] = markdownToBlocks('costs $5 and $6, $$x^2$$');
    expect(math?.text).toEqual([
      { insert: 'costs $5 and $6, ' },
      { insert: '$', attributes: { formula: 'x^2' } },
    ]);
    expect(convert('**bold** <script>alert(1)</script>\n\n<div onclick="x()">hi</div>')).toEqual([
      [BlockType.Paragraph, 'bold <script>alert(1)</script>'],
      [BlockType.Paragraph, '<div onclick="x()">hi</div>'],
    ]);
  });

  it('an empty or blank document makes no block', () => {
    expect(markdownToBlocks('')).toEqual([]);
    expect(markdownToBlocks('\n \n\t\n')).toEqual([]);
  });

  it('the blocks insert into an AppFlowy document collab as one valid tree', () => {
    const doc = decodeDoc(emptyDocument());
    const page = pageId(doc);
    const markdown = '# T\n\n- a\n  - [x] b\n\n| h |\n| - |\n| c |\n\n> q\n> - r';
    for (const block of markdownToBlocks(markdown)) insertBlock(doc, block, { parentId: page }, 'test');
    const shape = (node: BlockNode): unknown[] => [
      node.ty,
      node.text && plainText(node.text),
      node.children.map(shape),
    ];
    expect(documentTree(doc).children.slice(1).map(shape)).toEqual([
      [BlockType.Heading, 'T', []],
      [BlockType.BulletedList, 'a', [[BlockType.TodoList, 'b', []]]],
      [
        BlockType.SimpleTable,
        null,
        [
          [
            BlockType.SimpleTableRow,
            null,
            [[BlockType.SimpleTableCell, null, [[BlockType.Paragraph, 'h', []]]]],
          ],
          [
            BlockType.SimpleTableRow,
            null,
            [[BlockType.SimpleTableCell, null, [[BlockType.Paragraph, 'c', []]]]],
          ],
        ],
      ],
      [BlockType.Quote, 'q', [[BlockType.BulletedList, 'r', []]]],
    ]);
    expect(childIds(doc, page)).toHaveLength(5);
  });
});

function cell(text: string): Summary {
  return [BlockType.SimpleTableCell, [[BlockType.Paragraph, text]]];
}
