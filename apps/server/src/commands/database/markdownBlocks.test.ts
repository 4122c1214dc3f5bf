import { BlockType } from '@quire/shared/collab';
import { AppError, ErrorCode } from '@quire/shared/errors';
import { markdownBlocks, maxMarkdownBlocks } from './markdownBlocks.js';
import { newRowDocument, replaceRowDocument, rowDocumentText, sameRowDocument } from './rowDocument.js';

describe('a row document from Markdown', () => {
  it('turns headings, paragraphs, lists, to-dos, quotes, dividers and fenced code into blocks', () => {
    const blocks = markdownBlocks(
      '# Title\n\nOne line\nand the next\n\n- a\n* b\n+ c\n- [ ] open\n- [X] shut\n12. twelve\n> said\n\n---\n```ts\nconst a = 1;\n\n# not a heading\n```\n###### six\n####### seven',
    );
    expect(
      blocks.map((block) => [
        block.ty,
        block.data ?? {},
        block.text?.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join(''),
      ]),
    ).toEqual([
      [BlockType.Heading, { level: 1 }, 'Title'],
      [BlockType.Paragraph, {}, 'One line and the next'],
      [BlockType.BulletedList, {}, 'a'],
      [BlockType.BulletedList, {}, 'b'],
      [BlockType.BulletedList, {}, 'c'],
      [BlockType.TodoList, { checked: false }, 'open'],
      [BlockType.TodoList, { checked: true }, 'shut'],
      [BlockType.NumberedList, { number: 12 }, 'twelve'],
      [BlockType.Quote, {}, 'said'],
      [BlockType.Divider, {}, undefined],
      [BlockType.Code, { language: 'ts' }, 'const a = 1;\n\n# not a heading'],
      [BlockType.Heading, { level: 6 }, 'six'],
      [BlockType.Paragraph, {}, '####### seven'],
    ]);
  });

  it('inline marks become delta attributes; raw HTML stays literal text; nested items are children', () => {
    const [block] = markdownBlocks('**bold** <script>alert(1)</script>');
    expect(block?.text).toEqual([
      { insert: 'bold', attributes: { bold: true } },
      { insert: ' <script>alert(1)</script>' },
    ]);
    const [list] = markdownBlocks('- a\n  - b');
    expect(list?.children?.map((child) => [child.ty, child.text])).toEqual([
      [BlockType.BulletedList, [{ insert: 'b' }]],
    ]);
  });

  it(`refuses more than ${maxMarkdownBlocks} blocks (1008)`, () => {
    let refusal: unknown;
    try {
      markdownBlocks('- x\n'.repeat(maxMarkdownBlocks + 1));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCode.InvalidRequest);
  });

  it('a document is made, read back as text, and replaced; the same Markdown is recognised', () => {
    const doc = newRowDocument('# Plan\n\nsteps');
    expect(rowDocumentText(doc)).toBe('Plan\nsteps');
    expect(sameRowDocument(doc, '# Plan\n\nsteps')).toBe(true);
    expect(sameRowDocument(doc, 'Plan\n\nsteps')).toBe(false);
    replaceRowDocument(doc, '- only');
    expect(rowDocumentText(doc)).toBe('only');
    replaceRowDocument(doc, '');
    expect(rowDocumentText(doc)).toBe('');
  });
});
