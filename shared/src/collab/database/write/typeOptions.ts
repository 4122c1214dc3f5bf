import { exhaustive } from '../../../errors/exhaustive.js';
import { FieldType, isFieldType } from '../fieldTypes.js';
import type { SelectOption } from '../model.js';

/** The JSON AppFlowy keeps in a select field's `type_option[ty].content`. */
export function selectContent(options: readonly SelectOption[], disableColor = false): string {
  return JSON.stringify({ options, disable_color: disableColor });
}

/** A new field's type option for its type, with the keys AppFlowy's clients write. */
export function defaultTypeOption(type: number): Record<string, unknown> {
  if (!isFieldType(type)) return {};
  switch (type) {
    case FieldType.RichText:
      return { data: '' };
    case FieldType.Number:
      return { format: 0, scale: 0, symbol: '', name: 'Number' };
    case FieldType.DateTime:
      return { date_format: 3, time_format: 1, timezone_id: '' };
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return { content: selectContent([]) };
    case FieldType.URL:
      return { url: '', content: '' };
    case FieldType.LastEditedTime:
    case FieldType.CreatedTime:
      return { date_format: 3, time_format: 1, include_time: false, field_type: type };
    case FieldType.Relation:
      return { database_id: '' };
    case FieldType.Summary:
      return { auto_fill: false };
    case FieldType.Translate:
      return { auto_fill: false, language_type: 0 };
    case FieldType.Checkbox:
    case FieldType.Checklist:
    case FieldType.Time:
    case FieldType.Media:
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return {};
    default:
      return exhaustive(type);
  }
}

/** AppFlowy's select option colours, in its order. */
export const selectOptionColors = [
  'Purple',
  'Pink',
  'LightPink',
  'Orange',
  'Yellow',
  'Lime',
  'Green',
  'Aqua',
  'Blue',
] as const;
