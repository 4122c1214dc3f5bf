import { AppError } from '../../../errors/app-error.js';

/**
 * Bounds on what makes micromark slow, checked in one linear pass before parsing. Its inline resolver is
 * quadratic in the emphasis delimiters of one paragraph (200,000 characters of `*a* ` took 33 s; 30,000 of
 * nested `*a ` … ` a*` took 60 s) and deep container nesting is costly too (5,000 `>` took 2.5 s). A run of
 * lines without a blank one may carry at most `maxMarksPerParagraph` delimiters and a line may open at most
 * `maxLinePrefixMarkers` quotes or list items; measured worst case within both bounds: about 2 s for 200,000
 * characters. This is a bound, not a parser: it over-counts (a `*` inside code counts) and so only refuses.
 */
export const markdownCostLimits = { maxMarksPerParagraph: 100, maxLinePrefixMarkers: 16 } as const;

const carriageReturn = 13;
const space = 32;
const tab = 9;

/** Throws InvalidRequest when the Markdown exceeds `markdownCostLimits`. */
export function checkMarkdownCost(markdown: string): void {
  let marks = 0;
  let lineStart = 0;
  while (lineStart <= markdown.length) {
    let lineEnd = markdown.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = markdown.length;
    const contentStart = skipPrefix(markdown, lineStart, lineEnd);
    if (isBlank(markdown, contentStart, lineEnd)) marks = 0;
    for (let index = contentStart; index < lineEnd; index++) {
      if (isDelimiter(markdown, index)) marks++;
    }
    if (marks > markdownCostLimits.maxMarksPerParagraph) {
      throw new AppError(
        'InvalidRequest',
        `A Markdown paragraph has at most ${markdownCostLimits.maxMarksPerParagraph} emphasis marks (*, _, ~)`,
      );
    }
    lineStart = lineEnd + 1;
  }
}

/** Where a line's content starts after its quote and list markers; refuses a line that opens too many. */
function skipPrefix(markdown: string, start: number, end: number): number {
  let markers = 0;
  let index = start;
  for (;;) {
    while (index < end && isSpace(markdown.charCodeAt(index))) index++;
    const marker = markerLength(markdown, index, end);
    if (marker === 0) return index;
    markers++;
    if (markers > markdownCostLimits.maxLinePrefixMarkers) {
      throw new AppError(
        'InvalidRequest',
        `A Markdown line opens at most ${markdownCostLimits.maxLinePrefixMarkers} quotes or list items`,
      );
    }
    index += marker;
  }
}

/** The length of a quote (`>`) or list marker (`-`, `*`, `+`, `1.`, `1)` then a space) at `index`, or 0. */
function markerLength(markdown: string, index: number, end: number): number {
  const char = markdown.charAt(index);
  if (char === '>') return 1;
  const spaced = (at: number) => at >= end || isSpace(markdown.charCodeAt(at));
  if ((char === '-' || char === '*' || char === '+') && spaced(index + 1)) return 1;
  let digits = 0;
  while (digits < 10 && isDigit(markdown.charCodeAt(index + digits))) digits++;
  const after = markdown.charAt(index + digits);
  return digits > 0 && (after === '.' || after === ')') && spaced(index + digits + 1) ? digits + 1 : 0;
}

/** `*` and `~` always; `_` only where it can open or close emphasis (not inside a word like snake_case). */
function isDelimiter(markdown: string, index: number): boolean {
  const char = markdown.charAt(index);
  if (char === '*' || char === '~') return true;
  if (char !== '_') return false;
  return !(isWordChar(markdown.charCodeAt(index - 1)) && isWordChar(markdown.charCodeAt(index + 1)));
}

function isBlank(markdown: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = markdown.charCodeAt(index);
    if (!isSpace(code) && code !== carriageReturn) return false;
  }
  return true;
}

function isSpace(code: number): boolean {
  return code === space || code === tab;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordChar(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127;
}
