import type { Definition, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { exhaustive } from '../../../errors/exhaustive.js';
import { safeMediaSrc } from '../../../render/safe-url.js';
import { BlockType } from '../block-types.js';
import type { NewBlock } from '../blocks.js';
import type { TextDelta } from '../marks.js';
import { checkMarkdownCost } from './cost.js';
import { inlineDelta, type Definitions } from './inline.js';
import { markdownLimits, markdownTooLong, tooManyMarkdownBlocks } from './limits.js';
import { parseMarkdown } from './parse.js';

/** One mdast node still to convert: where its blocks go and how deep they sit (1 = under the page). */
interface Task {
  node: RootContent;
  into: NewBlock[];
  depth: number;
  /** For a list item: its list's kind and, on a numbered list's first item, where the numbering starts. */
  item?: { ordered: boolean; start?: number };
}

/**
 * Markdown as AppFlowy blocks for `insertBlock` (each with its nested `children`): headings 1–6, paragraphs,
 * bulleted / numbered / to-do items with their nested blocks, quotes, code with its language, `$$` math
 * equations, dividers, GFM tables as simple_table rows and cells, and images with a safe address. Inline marks
 * become delta attributes (see `inlineDelta`). Bounded by `markdownLimits`: a longer input or more blocks is
 * refused (InvalidRequest); blocks nested deeper than `maxDepth` are kept as siblings at that depth.
 */
export function markdownToBlocks(markdown: string): NewBlock[] {
  if (markdown.length > markdownLimits.maxChars) throw markdownTooLong();
  checkMarkdownCost(markdown);
  const root = parseMarkdown(markdown);
  const definitions = definitionsOf(root);
  const blocks: NewBlock[] = [];
  let count = 0;
  const add = (into: NewBlock[], block: NewBlock): NewBlock => {
    count += 1 + nestedCount(block);
    if (count > markdownLimits.maxBlocks) throw tooManyMarkdownBlocks();
    into.push(block);
    return block;
  };
  // An explicit stack rather than recursion: a hostile document nests thousands of quotes or lists.
  const stack: Task[] = [];
  const pushAll = (nodes: readonly RootContent[], into: NewBlock[], depth: number) => {
    for (let index = nodes.length - 1; index >= 0; index--) {
      const node = nodes[index];
      if (node !== undefined) stack.push({ node, into, depth });
    }
  };
  /** Where a block's nested blocks go: its children, or beside it once the depth limit is reached. */
  const nest = (block: NewBlock, into: NewBlock[], depth: number, nodes: readonly RootContent[]) => {
    if (depth < markdownLimits.maxDepth) pushAll(nodes, (block.children = []), depth + 1);
    else pushAll(nodes, into, depth);
  };
  pushAll(root.children, blocks, 1);
  for (let task = stack.pop(); task !== undefined; task = stack.pop()) {
    const { node, into, depth } = task;
    switch (node.type) {
      case 'heading':
        add(
          into,
          textBlock(BlockType.Heading, inlineDelta(node.children, definitions), { level: node.depth }),
        );
        break;
      case 'paragraph':
        for (const block of paragraphBlocks(node, definitions)) add(into, block);
        break;
      case 'list':
        for (let index = node.children.length - 1; index >= 0; index--) {
          const item = node.children[index];
          const ordered = node.ordered === true;
          const start = ordered && index === 0 && typeof node.start === 'number' && node.start !== 1;
          const info = start ? { ordered, start: node.start ?? 1 } : { ordered };
          if (item !== undefined) stack.push({ node: item, into, depth, item: info });
        }
        break;
      case 'listItem': {
        const { text, rest } = leadingText(node.children, definitions);
        const ordered = task.item?.ordered ?? false;
        const block =
          typeof node.checked === 'boolean'
            ? textBlock(BlockType.TodoList, text, { checked: node.checked })
            : ordered
              ? textBlock(
                  BlockType.NumberedList,
                  text,
                  task.item?.start === undefined ? {} : { number: task.item.start },
                )
              : textBlock(BlockType.BulletedList, text);
        nest(add(into, block), into, depth, rest);
        break;
      }
      case 'blockquote': {
        const { text, rest } = leadingText(node.children, definitions);
        nest(add(into, textBlock(BlockType.Quote, text)), into, depth, rest);
        break;
      }
      case 'footnoteDefinition':
        pushAll(node.children, into, depth);
        break;
      case 'code':
        add(into, textBlock(BlockType.Code, plain(node.value), { language: node.lang ?? '' }));
        break;
      case 'math':
        add(into, { ty: BlockType.MathEquation, data: { formula: node.value } });
        break;
      case 'thematicBreak':
        add(into, { ty: BlockType.Divider });
        break;
      case 'table':
        add(into, simpleTable(node, definitions));
        break;
      case 'html':
      case 'yaml':
        // Kept as the text it is: raw HTML is never interpreted.
        add(into, textBlock(BlockType.Paragraph, plain(node.value)));
        break;
      case 'definition':
        break;
      case 'tableRow':
        add(
          into,
          textBlock(
            BlockType.Paragraph,
            inlineDelta(
              node.children.flatMap((cell) => cell.children),
              definitions,
            ),
          ),
        );
        break;
      case 'tableCell':
        add(into, textBlock(BlockType.Paragraph, inlineDelta(node.children, definitions)));
        break;
      case 'break':
      case 'delete':
      case 'emphasis':
      case 'footnoteReference':
      case 'image':
      case 'imageReference':
      case 'inlineCode':
      case 'inlineMath':
      case 'link':
      case 'linkReference':
      case 'strong':
      case 'text':
        // Phrasing content only ever sits inside a block; should a tree hold it at block level, it is a line.
        add(into, textBlock(BlockType.Paragraph, inlineDelta([node], definitions)));
        break;
      default:
        exhaustive(node);
    }
  }
  return blocks;
}

function textBlock(ty: string, text: TextDelta, data?: NewBlock['data']): NewBlock {
  return data === undefined ? { ty, text } : { ty, data, text };
}

function plain(value: string): TextDelta {
  return value === '' ? [] : [{ insert: value }];
}

function nestedCount(block: NewBlock): number {
  // Only tables arrive with children already made (rows, cells, their lines); every other block's children
  // are added one by one through the stack and counted then.
  if (block.ty !== BlockType.SimpleTable) return 0;
  let count = 0;
  const pending = [...(block.children ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    count += 1;
    pending.push(...(next.children ?? []));
  }
  return count;
}

/** A list item's or quote's own line (its first paragraph) and the blocks nested under it. */
function leadingText(
  children: readonly RootContent[],
  definitions: Definitions,
): { text: TextDelta; rest: readonly RootContent[] } {
  const [first, ...rest] = children;
  if (first?.type === 'paragraph') return { text: inlineDelta(first.children, definitions), rest };
  return { text: [], rest: children };
}

/**
 * A paragraph's blocks: its lines, with every image that has a safe address lifted out as an image block in
 * its place (a line of only images makes only image blocks; the blank between two images makes nothing).
 */
function paragraphBlocks(paragraph: Paragraph, definitions: Definitions): NewBlock[] {
  const blocks: NewBlock[] = [];
  let run: PhrasingContent[] = [];
  const endRun = (lifted: boolean) => {
    const text = inlineDelta(run, definitions);
    const blank = text.every((op) => typeof op.insert === 'string' && op.insert.trim() === '');
    if (!(lifted && blank) && run.length > 0) blocks.push(textBlock(BlockType.Paragraph, text));
    run = [];
  };
  let lifted = false;
  for (const node of paragraph.children) {
    const url = imageUrl(node, definitions);
    if (url === undefined) {
      run.push(node);
      continue;
    }
    lifted = true;
    endRun(true);
    blocks.push({ ty: BlockType.Image, data: { url, image_type: 2 } });
  }
  endRun(lifted);
  return blocks;
}

function imageUrl(node: PhrasingContent, definitions: Definitions): string | undefined {
  if (node.type === 'image') return safeMediaSrc(node.url);
  if (node.type === 'imageReference') return safeMediaSrc(definitions.get(node.identifier)?.url);
  return undefined;
}

/**
 * A GFM table as AppFlowy's simple_table: a row per line, a cell per column each holding one paragraph, the
 * first row a header (Markdown tables always have one) and the columns' alignment. Short rows are padded with
 * empty cells so the grid stays rectangular.
 */
function simpleTable(table: Table, definitions: Definitions): NewBlock {
  const columns = Math.max(table.align?.length ?? 0, ...table.children.map((row) => row.children.length));
  const aligns = Object.fromEntries(
    (table.align ?? []).flatMap((align, column) => (align === null ? [] : [[String(column), align]])),
  );
  const rows = table.children.map((row) => ({
    ty: BlockType.SimpleTableRow,
    children: Array.from({ length: columns }, (_, column) => ({
      ty: BlockType.SimpleTableCell,
      children: [
        textBlock(BlockType.Paragraph, inlineDelta(row.children[column]?.children ?? [], definitions)),
      ],
    })),
  }));
  const data = { enable_header_row: true, ...(Object.keys(aligns).length > 0 && { column_aligns: aligns }) };
  return { ty: BlockType.SimpleTable, data, children: rows };
}

/** The link reference definitions anywhere in the tree; the first of a label wins, as in CommonMark. */
function definitionsOf(root: Root): Definitions {
  const definitions = new Map<string, Definition>();
  // Definitions are block content: only containers of blocks are searched, never a line's inline nodes.
  const pending: RootContent[] = [...root.children];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'definition') {
      const known = definitions.get(node.identifier);
      if (known === undefined || isEarlier(node, known)) definitions.set(node.identifier, node);
    } else if (isBlockContainer(node)) {
      for (const child of node.children) pending.push(child);
    }
  }
  return definitions;
}

function isBlockContainer(
  node: RootContent,
): node is Extract<RootContent, { type: 'blockquote' | 'list' | 'listItem' | 'footnoteDefinition' }> {
  return (
    node.type === 'blockquote' ||
    node.type === 'list' ||
    node.type === 'listItem' ||
    node.type === 'footnoteDefinition'
  );
}

function isEarlier(node: Definition, other: Definition): boolean {
  const offset = node.position?.start.offset;
  const otherOffset = other.position?.start.offset;
  return offset !== undefined && otherOffset !== undefined && offset < otherOffset;
}
