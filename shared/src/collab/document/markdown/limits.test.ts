import { isAppError, ErrorCode } from '../../../errors/index.js';
import type { NewBlock } from '../blocks.js';
import { plainText } from '../delta.js';
import { markdownCostLimits } from './cost.js';
import { markdownLimits } from './limits.js';
import { markdownToBlocks } from './toBlocks.js';

function refusal(markdown: string): unknown {
  try {
    markdownToBlocks(markdown);
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectInvalidRequest(error: unknown): void {
  expect(isAppError(error)).toBe(true);
  expect(isAppError(error) && error.code).toBe(ErrorCode.InvalidRequest);
}

function depthOf(blocks: readonly NewBlock[]): number {
  let deepest = 0;
  const pending = blocks.map((block) => ({ block, depth: 1 }));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    deepest = Math.max(deepest, next.depth);
    for (const child of next.block.children ?? []) pending.push({ block: child, depth: next.depth + 1 });
  }
  return deepest;
}

function texts(blocks: readonly NewBlock[]): string[] {
  const out: string[] = [];
  const visit = (block: NewBlock) => {
    if (block.text !== undefined) out.push(plainText(block.text));
    for (const child of block.children ?? []) visit(child);
  };
  blocks.forEach(visit);
  return out;
}

describe('Markdown conversion limits', () => {
  it(`refuses a document over ${markdownLimits.maxChars} characters and takes one at the limit`, () => {
    expectInvalidRequest(refusal('a'.repeat(markdownLimits.maxChars + 1)));
    expect(markdownToBlocks('a'.repeat(markdownLimits.maxChars))).toHaveLength(1);
  });

  it(`refuses more than ${markdownLimits.maxBlocks} blocks, counting nested items and table cells`, () => {
    expect(markdownToBlocks('- x\n'.repeat(markdownLimits.maxBlocks))).toHaveLength(markdownLimits.maxBlocks);
    expectInvalidRequest(refusal('- x\n'.repeat(markdownLimits.maxBlocks + 1)));
    expectInvalidRequest(refusal('- x\n  - y\n'.repeat(markdownLimits.maxBlocks / 2 + 1)));
    // 1 table + 1,251 rows × 2 blocks per cell × 2 cells = 5,005 blocks in one table.
    expectInvalidRequest(refusal(`| a | b |\n| - | - |\n${'| c | d |\n'.repeat(1250)}`));
  });

  it(`keeps blocks nested deeper than ${markdownLimits.maxDepth} as siblings at that depth, text and order kept`, () => {
    const lines = Array.from({ length: 15 }, (_, level) => `${'  '.repeat(level)}- item ${level}`);
    const blocks = markdownToBlocks(lines.join('\n'));
    expect(depthOf(blocks)).toBe(markdownLimits.maxDepth);
    expect(texts(blocks)).toEqual(Array.from({ length: 15 }, (_, level) => `item ${level}`));
  });

  it('refuses what would make the parser slow: deep quote/list prefixes and too many emphasis marks', () => {
    const { maxLinePrefixMarkers, maxMarksPerParagraph } = markdownCostLimits;
    expectInvalidRequest(refusal(`${'>'.repeat(maxLinePrefixMarkers + 1)} deep`));
    expectInvalidRequest(refusal(`${'- '.repeat(maxLinePrefixMarkers + 1)}deep`));
    expect(texts(markdownToBlocks(`${'> '.repeat(maxLinePrefixMarkers)}deep`))).toContain('deep');
    const half = maxMarksPerParagraph / 2;
    expectInvalidRequest(refusal(`${'*a '.repeat(half + 1)}b${' a*'.repeat(half)}`));
    // Spread over lines without a blank one, the marks still count as one paragraph's.
    expectInvalidRequest(refusal('*a*\n'.repeat(half + 1)));
    // Intraword underscores cannot make emphasis and do not count; a blank line starts a new count.
    expect(markdownToBlocks('snake_case_name '.repeat(200))).toHaveLength(1);
    expect(markdownToBlocks('*a*\n\n'.repeat(half + 1))).toHaveLength(half + 1);
  });

  it('the worst input within every bound converts in bounded time', () => {
    const half = markdownCostLimits.maxMarksPerParagraph / 2;
    const paragraph = `${'*a '.repeat(half)}b${' a*'.repeat(half)}`;
    const count = Math.min(
      Math.floor(markdownLimits.maxChars / (paragraph.length + 2)),
      markdownLimits.maxBlocks,
    );
    const started = Date.now();
    expect(markdownToBlocks(Array.from({ length: count }, () => paragraph).join('\n\n'))).toHaveLength(count);
    // Unbounded, this shape took a minute; within the bounds it takes a few seconds on a slow machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
