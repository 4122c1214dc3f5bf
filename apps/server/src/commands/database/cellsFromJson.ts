import { FieldType, isFieldType, type CellInput, type DatabaseField } from '@quire/shared/collab';
import { exhaustive } from '@quire/shared/errors';
import { uniqueFieldNames } from '../../models/databaseFieldNames.js';

/**
 * The cells of an API row write (AppFlowy's `cells`: field id or field name → JSON) as the model's CellInputs by
 * field id. A key is a field id first, else a field's unique name (see `uniqueFieldNames`); a key naming no
 * field, and a value a field type cannot hold, are skipped as AppFlowy skips them. Values are read the way
 * AppFlowy's `convert_json_to_cell` reads them, written in the model's encodings.
 */
export function cellsFromJson(
  fields: readonly DatabaseField[],
  cells: Record<string, unknown>,
): Record<string, CellInput> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const byName = new Map([...uniqueFieldNames(fields)].map(([id, name]) => [name, byId.get(id)]));
  const inputs: Record<string, CellInput> = {};
  for (const [key, value] of Object.entries(cells)) {
    const field = byId.get(key) ?? byName.get(key);
    if (field === undefined) continue;
    const input = cellInput(field, value);
    if (input !== undefined) inputs[field.id] = input;
  }
  return inputs;
}

function cellInput(field: DatabaseField, value: unknown): CellInput | undefined {
  const type = field.type;
  if (!isFieldType(type)) return undefined;
  switch (type) {
    case FieldType.RichText:
    case FieldType.Summary:
    case FieldType.Translate:
      return { type, data: typeof value === 'string' ? value : jsonText(value) };
    case FieldType.Number:
      return { type, data: typeof value === 'string' || typeof value === 'number' ? String(value) : '' };
    case FieldType.URL:
      return { type, data: typeof value === 'string' ? value : '' };
    case FieldType.Checkbox:
      return { type, data: checked(value) ? 'Yes' : 'No' };
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return { type, data: selectIds(field, value) };
    case FieldType.DateTime:
      return dateInput(value);
    case FieldType.LastEditedTime:
    case FieldType.CreatedTime:
    case FieldType.Time: {
      const seconds = integer(value);
      return { type, data: seconds === undefined ? '' : String(seconds) };
    }
    case FieldType.Checklist:
      return { type, data: JSON.stringify(checklistData(value)) };
    case FieldType.Relation:
      return { type, data: relatedRowIds(value) };
    case FieldType.Media:
      return { type, data: JSON.stringify({ files: mediaFiles(value) }) };
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      // AppFlowy writes nothing for these from JSON.
      return undefined;
    default:
      return exhaustive(type);
  }
}

/** The JSON text of a value that came from a JSON body (so never undefined). */
function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

function checked(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return ['yes', 'true', '1'].includes(value.trim().toLowerCase());
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Options named (or given by id, in objects) — a list, a comma-separated string of names, or one object. */
function selectIds(field: DatabaseField, value: unknown): string {
  const byName = (name: unknown) =>
    typeof name === 'string' ? field.options.find((option) => option.name === name)?.id : undefined;
  const byId = (id: unknown) =>
    typeof id === 'string' ? field.options.find((option) => option.id === id)?.id : undefined;
  const fromItem = (item: unknown): string | undefined => {
    if (typeof item === 'string') return byName(item);
    if (isRecord(item)) return byId(item.id) ?? byName(item.name);
    return undefined;
  };
  let ids: (string | undefined)[] = [];
  if (Array.isArray(value)) ids = value.map(fromItem);
  else if (typeof value === 'string') ids = value.split(',').map((name) => byName(name.trim()));
  else if (isRecord(value)) ids = [fromItem(value)];
  return [...new Set(ids.filter((id): id is string => id !== undefined))].join(',');
}

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** A date: unix seconds, an RFC 3339 / ISO 8601 text, or AppFlowy's cell object `{timestamp, end_timestamp, …}`. */
function dateInput(value: unknown): CellInput {
  const type = FieldType.DateTime;
  const seconds = integer(value);
  if (seconds !== undefined) return { type, data: String(seconds), includeTime: true };
  if (typeof value === 'string') {
    const parsed = isoDate(value);
    if (parsed !== undefined) return { type, data: String(parsed), includeTime: value.includes('T') };
    try {
      return dateInput(JSON.parse(value));
    } catch {
      return { type, data: '' };
    }
  }
  if (isRecord(value)) {
    const start = integer(value.timestamp);
    const end = integer(value.end_timestamp);
    return {
      type,
      data: start === undefined ? '' : String(start),
      endTimestamp: end === undefined ? '' : String(end),
      includeTime: value.include_time === true,
      isRange: value.is_range === true && end !== undefined,
    };
  }
  return { type, data: '' };
}

/** Unix seconds of an ISO 8601 date or date-time (a date alone is midnight UTC); undefined otherwise. */
function isoDate(text: string): number | undefined {
  const trimmed = text.trim();
  const digits = trimmed.slice(0, 10).split('-');
  if (digits.length !== 3 || digits.some((part) => part === '' || Number.isNaN(Number(part))))
    return undefined;
  const milliseconds = Date.parse(trimmed);
  return Number.isNaN(milliseconds) ? undefined : Math.floor(milliseconds / 1000);
}

/** AppFlowy's ChecklistCellData: `{options: [{id, name, color}], selected_option_ids}`; anything else is empty. */
function checklistData(value: unknown): { options: unknown[]; selected_option_ids: string[] } {
  const source = typeof value === 'string' ? parsedJson(value) : value;
  if (!isRecord(source)) return { options: [], selected_option_ids: [] };
  const options = (Array.isArray(source.options) ? source.options : [])
    .filter(isRecord)
    .filter((option) => typeof option.id === 'string' && typeof option.name === 'string')
    .map((option) => ({
      id: option.id,
      name: option.name,
      color: typeof option.color === 'string' ? option.color : 'Purple',
    }));
  const selected = Array.isArray(source.selected_option_ids)
    ? source.selected_option_ids.filter((id): id is string => typeof id === 'string')
    : [];
  return { options, selected_option_ids: selected };
}

/** AppFlowy's RelationCellData `{row_ids}` (a bare list of ids is taken too). */
function relatedRowIds(value: unknown): string[] {
  const list = isRecord(value) ? value.row_ids : value;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

/** AppFlowy's MediaCellData `{files: [...]}`. */
function mediaFiles(value: unknown): unknown[] {
  const source = typeof value === 'string' ? parsedJson(value) : value;
  if (isRecord(source) && Array.isArray(source.files)) return source.files.filter(isRecord);
  return Array.isArray(source) ? source.filter(isRecord) : [];
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
