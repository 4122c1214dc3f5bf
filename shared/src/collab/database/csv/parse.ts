import Papa from 'papaparse';
import { AppError } from '../../../errors/index.js';
import { databaseWriteLimits } from '../write/limits.js';
import { csvLimits } from './limits.js';

/** A parsed CSV: the header's names and the data rows, each as long as the header. */
export interface ParsedCsv {
  header: string[];
  rows: string[][];
}

function refuse(message: string): AppError {
  return new AppError('InvalidRequest', message);
}

/** The 1-based line of a character offset. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** UTF-8 length counted from UTF-16 code units (no TextEncoder: some test environments lack it). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair (4 bytes) is two units of 2 each; a lone unit of the BMP is 3.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * Parses a CSV (RFC 4180; a leading BOM, CRLF or LF, and `;` or tab separators accepted) under `csvLimits`.
 * Every refusal is an `AppError('InvalidRequest')` whose message names the problem and, for bad quoting, the line.
 * Blank lines are skipped; a short row is padded, a row longer than the header widens it ("Column N").
 */
export function parseCsv(input: string): ParsedCsv {
  // A cheap bound first: a string can never take fewer UTF-8 bytes than its length.
  if (input.length > csvLimits.bytes || utf8Bytes(input) > csvLimits.bytes) {
    throw refuse(`The file is larger than ${csvLimits.bytes / (1024 * 1024)} MB`);
  }
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') throw refuse('The file is empty');
  const result = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: true,
    delimitersToGuess: [',', '\t', ';'],
    // One more row than allowed is enough to know the file is too long.
    preview: csvLimits.rows + 2,
  });
  for (const error of result.errors) {
    if (error.type === 'Delimiter') continue; // one column: nothing to guess
    if (error.type === 'Quotes') {
      const line = lineAt(text, error.index ?? text.length);
      const what = error.code === 'MissingQuotes' ? 'an unterminated quoted field' : 'a misplaced quote';
      throw refuse(`Malformed CSV: ${what} at line ${line}`);
    }
  }
  const [header, ...rows] = result.data;
  if (header === undefined) throw refuse('The file is empty');
  if (rows.length > csvLimits.rows) throw refuse(`The file has more than ${csvLimits.rows} rows`);
  let width = header.length;
  for (const row of rows) width = Math.max(width, row.length);
  if (width > csvLimits.columns) throw refuse(`The file has more than ${csvLimits.columns} columns`);
  const names = Array.from({ length: width }, (_, i) => {
    const name = (header[i] ?? '').trim();
    return name === '' ? `Column ${i + 1}` : name;
  });
  const tooLongName = names.findIndex((name) => name.length > databaseWriteLimits.nameChars);
  if (tooLongName >= 0) {
    throw refuse(
      `Column ${tooLongName + 1}'s name is longer than ${databaseWriteLimits.nameChars} characters`,
    );
  }
  const padded = rows.map((row, index) => {
    for (const cell of row) {
      if (cell.length > databaseWriteLimits.cellChars) {
        throw refuse(
          `A cell of data row ${index + 1} is longer than ${databaseWriteLimits.cellChars} characters`,
        );
      }
    }
    return row.length === width ? row : [...row, ...Array<string>(width - row.length).fill('')];
  });
  return { header: names, rows: padded };
}
