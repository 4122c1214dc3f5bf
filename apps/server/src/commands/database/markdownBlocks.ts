import { markdownLimits, markdownToBlocks, type NewBlock } from '@quire/shared/collab';

/** Blocks one row document written through the API may get. */
export const maxMarkdownBlocks = markdownLimits.maxBlocks;

/**
 * A row's document given as Markdown (the database API's `document`) as top-level blocks with their nested
 * children, through the shared mdast converter (`markdownToBlocks`: headings, paragraphs, lists and to-dos,
 * quotes, code, math, dividers, tables, images, inline marks). Refuses (InvalidRequest) a document over the
 * converter's length, block or nesting-cost bounds.
 */
export function markdownBlocks(markdown: string): NewBlock[] {
  return markdownToBlocks(markdown);
}
