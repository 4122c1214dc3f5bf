import { BlockType, type NewBlock } from '@quire/shared/collab';
import { AppError } from '@quire/shared/errors';

/** Blocks one row document written through the API may get. */
export const maxMarkdownBlocks = 5_000;

/**
 * A row's document given as Markdown (the database API's `document`) as top-level blocks: headings (# … ######),
 * to-dos (`- [ ]`, `- [x]`), bulleted (-, *, +) and numbered (`1.`) items, quotes (>), dividers (---, ***, ___),
 * fenced code and paragraphs (consecutive lines joined). Text stays plain: inline marks, nesting, tables and
 * images are kept as their Markdown text rather than guessed at. Line by line, so time and blocks are linear in
 * the input (bounded by the schema's length and `maxMarkdownBlocks`).
 */
export function markdownBlocks(markdown: string): NewBlock[] {
  const blocks: NewBlock[] = [];
  const add = (block: NewBlock) => {
    if (blocks.length >= maxMarkdownBlocks) {
      throw new AppError('InvalidRequest', `A row's document takes at most ${maxMarkdownBlocks} blocks`);
    }
    blocks.push(block);
  };
  const text = (value: string): NewBlock['text'] => (value === '' ? [] : [{ insert: value }]);
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) add({ ty: BlockType.Paragraph, text: text(paragraph.join(' ')) });
    paragraph = [];
  };
  const lines = markdown.replaceAll('\r\n', '\n').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const trimmed = line.trim();
    if (trimmed.startsWith('```')) {
      endParagraph();
      const code: string[] = [];
      for (index++; index < lines.length && !(lines[index] ?? '').trim().startsWith('```'); index++) {
        code.push(lines[index] ?? '');
      }
      add({ ty: BlockType.Code, data: { language: trimmed.slice(3).trim() }, text: text(code.join('\n')) });
      continue;
    }
    if (trimmed === '') {
      endParagraph();
      continue;
    }
    const block = lineBlock(trimmed, text);
    if (block === undefined) {
      paragraph.push(trimmed);
      continue;
    }
    endParagraph();
    add(block);
  }
  endParagraph();
  return blocks;
}

/** The block one line starts, or undefined for a line of a paragraph. */
function lineBlock(line: string, text: (value: string) => NewBlock['text']): NewBlock | undefined {
  if (['---', '***', '___'].includes(line.replaceAll(' ', ''))) return { ty: BlockType.Divider };
  const hashes = leadingRun(line, (char) => char === '#');
  if (hashes >= 1 && hashes <= 6 && line[hashes] === ' ') {
    return { ty: BlockType.Heading, data: { level: hashes }, text: text(line.slice(hashes + 1).trim()) };
  }
  const marker = line.slice(0, 2);
  if (marker === '- ' || marker === '* ' || marker === '+ ') {
    const rest = line.slice(2);
    const box = rest.slice(0, 4).toLowerCase();
    if (box === '[ ] ' || box === '[x] ') {
      return { ty: BlockType.TodoList, data: { checked: box === '[x] ' }, text: text(rest.slice(4).trim()) };
    }
    return { ty: BlockType.BulletedList, text: text(rest.trim()) };
  }
  if (line.startsWith('> ') || line === '>') return { ty: BlockType.Quote, text: text(line.slice(1).trim()) };
  const digits = leadingRun(line, (char) => char >= '0' && char <= '9');
  if (digits >= 1 && digits <= 9 && line.slice(digits, digits + 2) === '. ') {
    return { ty: BlockType.NumberedList, text: text(line.slice(digits + 2).trim()) };
  }
  return undefined;
}

/** How many characters at the start of `line` pass `test`. */
function leadingRun(line: string, test: (char: string) => boolean): number {
  let count = 0;
  while (count < line.length && test(line.charAt(count))) count++;
  return count;
}
