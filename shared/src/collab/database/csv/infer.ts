import { FieldType } from '../fieldTypes.js';

/** The field types a CSV column can be read as. */
export type CsvColumnType =
  | typeof FieldType.RichText
  | typeof FieldType.Number
  | typeof FieldType.DateTime
  | typeof FieldType.Checkbox
  | typeof FieldType.SingleSelect
  | typeof FieldType.URL;

const checkboxWords = new Set(['yes', 'no', 'true', 'false', 'checked', 'unchecked']);
const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
// ISO dates (2024-05-01, 2024/05/01) with an optional time (T or space, hh:mm[:ss][Z]).
const datePattern = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?)?$/;
/** A select holds few distinct values, each repeated on average. */
const maxSelectOptions = 50;
const maxOptionChars = 100;

export interface CsvDate {
  seconds: number;
  includeTime: boolean;
}

/** An ISO date (or date and time) read as UTC, or undefined when the text is not one or not a real day. */
export function csvDate(text: string): CsvDate | undefined {
  const match = datePattern.exec(text.trim());
  if (match === null) return undefined;
  const [, y, m, d, hh, mm, ss] = match;
  const year = Number(y);
  const month = Number(m) - 1;
  const day = Number(d);
  const ms = Date.UTC(year, month, day, Number(hh ?? 0), Number(mm ?? 0), Number(ss ?? 0));
  const date = new Date(ms);
  // Date.UTC rolls 2024-02-31 over to March; such a text is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) {
    return undefined;
  }
  if (Number(hh ?? 0) > 23 || Number(mm ?? 0) > 59 || Number(ss ?? 0) > 59) return undefined;
  return { seconds: Math.floor(ms / 1000), includeTime: hh !== undefined };
}

export function isCsvNumber(text: string): boolean {
  return numberPattern.test(text.trim());
}

export function isCsvCheckbox(text: string): boolean {
  return checkboxWords.has(text.trim().toLowerCase());
}

export function isCsvChecked(text: string): boolean {
  const word = text.trim().toLowerCase();
  return word === 'yes' || word === 'true' || word === 'checked';
}

/**
 * The type a column's values read as: all its non-empty values checkbox words, numbers, ISO dates or http(s)
 * URLs; else a single select when few distinct values repeat; else text. An empty column is text.
 */
export function inferColumnType(values: readonly string[]): CsvColumnType {
  const filled = values.filter((value) => value.trim() !== '');
  if (filled.length === 0) return FieldType.RichText;
  if (filled.every(isCsvCheckbox)) return FieldType.Checkbox;
  if (filled.every(isCsvNumber)) return FieldType.Number;
  if (filled.every((value) => csvDate(value) !== undefined)) return FieldType.DateTime;
  if (filled.every((value) => urlPattern.test(value.trim()))) return FieldType.URL;
  const distinct = new Set<string>();
  for (const value of filled) {
    if (value.length > maxOptionChars || value.includes('\n')) return FieldType.RichText;
    distinct.add(value.trim());
    if (distinct.size > maxSelectOptions) return FieldType.RichText;
  }
  return distinct.size * 2 <= filled.length ? FieldType.SingleSelect : FieldType.RichText;
}
