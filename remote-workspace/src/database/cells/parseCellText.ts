import { FieldType, type DatabaseField } from '@quire/shared/collab';
import type { CellInput } from '../data/writes';

/** The field types a person writes in the grid; the others (times, people, AI) are computed or read-only. */
export function isEditableType(type: number): boolean {
  switch (type) {
    case FieldType.RichText:
    case FieldType.Number:
    case FieldType.DateTime:
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
    case FieldType.Checkbox:
    case FieldType.URL:
    case FieldType.Checklist:
    case FieldType.Relation:
    case FieldType.Media:
      return true;
    default:
      return false;
  }
}

const truthy = new Set(['yes', 'true', '1', 'x', '✓', '✔', 'checked', 'on']);

/** A number typed or pasted: currency signs, spaces and thousands separators dropped; undefined if none. */
export function parseNumber(text: string): string | undefined {
  const cleaned = text
    .trim()
    .replace(/[^\d.,eE+-]/g, '')
    .replace(/,/g, '');
  if (cleaned === '' || !Number.isFinite(Number(cleaned))) return undefined;
  return cleaned;
}

/** A date typed or pasted (ISO, or what Date.parse reads), as unix seconds; a bare day is taken as UTC. */
export function parseDate(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/**
 * A cell's value from text (typing, a pasted spreadsheet cell), in AppFlowy's encoding; null when the text
 * is not a value of the field's type (left unwritten rather than written wrong). Select options are found by
 * name; `optionIdFor` makes the ones that do not exist yet.
 */
export function parseCellText(
  field: DatabaseField,
  text: string,
  optionIdFor: (name: string) => string,
): CellInput | null {
  const type = field.type;
  switch (type) {
    case FieldType.RichText:
    case FieldType.URL:
      return { type, data: text };
    case FieldType.Number: {
      if (text.trim() === '') return { type, data: '' };
      const value = parseNumber(text);
      return value === undefined ? null : { type, data: value };
    }
    case FieldType.DateTime: {
      if (text.trim() === '') return { type, data: '' };
      const seconds = parseDate(text);
      return seconds === undefined ? null : { type, data: String(seconds), includeTime: /\d:\d/.test(text) };
    }
    case FieldType.Checkbox:
      return { type, data: truthy.has(text.trim().toLowerCase()) ? 'Yes' : 'No' };
    case FieldType.SingleSelect:
    case FieldType.MultiSelect: {
      const names = (type === FieldType.SingleSelect ? [text] : text.split(','))
        .map((name) => name.trim())
        .filter((name) => name !== '');
      return { type, data: names.map(optionIdFor).join(',') };
    }
    default:
      return null;
  }
}
