import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';

/**
 * Markdown as an mdast tree (CommonMark + GFM: tables, task lists, strikethrough, autolinks, footnotes; and
 * `$$` math). Single-dollar inline math is off: prose says "$5 and $6" far more often than it means a formula.
 * Raw HTML stays `html` nodes that the converter keeps as text; nothing here runs or renders it.
 */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [gfm(), math({ singleDollarTextMath: false })],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
}
