import { FieldType, type DatabaseField } from '@quire/shared/collab';
import type { DatabaseFieldAnswer } from '@quire/shared/contract';

/** AppFlowy prints a field's type by its Rust name ("RichText", "DateTime", …); unknown types as their number. */
const typeNames = new Map<number, string>(Object.entries(FieldType).map(([name, type]) => [type, name]));

export function fieldTypeName(type: number): string {
  return typeNames.get(type) ?? String(type);
}

/** Select, multi-select and media options are JSON text in the model; AppFlowy's API answers them parsed. */
const jsonTypeOptions: readonly number[] = [FieldType.SingleSelect, FieldType.MultiSelect, FieldType.Media];

/** AppFlowy's AFDatabaseField: the field with its own type's option (numbers plain, bigints as numbers). */
export function presentDatabaseField(field: DatabaseField): DatabaseFieldAnswer {
  const typeOption: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field.typeOption)) {
    if (jsonTypeOptions.includes(field.type)) {
      if (typeof value !== 'string') continue;
      try {
        typeOption[key] = JSON.parse(value) as unknown;
      } catch {
        // AppFlowy leaves out what does not parse.
      }
      continue;
    }
    typeOption[key] = typeof value === 'bigint' ? Number(value) : value;
  }
  return {
    id: field.id,
    name: field.name,
    field_type: fieldTypeName(field.type),
    type_option: typeOption,
    is_primary: field.isPrimary,
  };
}
