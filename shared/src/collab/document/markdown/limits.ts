import { AppError } from '../../../errors/app-error.js';

/**
 * What one Markdown conversion may take: the database API's document length, the blocks one document may get
 * (every block counts: list items, table rows and cells) and how deep blocks nest (deeper ones become siblings
 * of the block at the limit, so their text is kept and the document stays shallow enough to edit).
 */
export const markdownLimits = { maxChars: 200_000, maxBlocks: 5_000, maxDepth: 10 } as const;

export function markdownTooLong(): AppError {
  return new AppError(
    'InvalidRequest',
    `A Markdown document is at most ${markdownLimits.maxChars} characters`,
  );
}

export function tooManyMarkdownBlocks(): AppError {
  return new AppError(
    'InvalidRequest',
    `A Markdown document makes at most ${markdownLimits.maxBlocks} blocks`,
  );
}
