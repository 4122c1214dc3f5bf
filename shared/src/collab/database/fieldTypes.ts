/** AppFlowy's FieldType numbers (the `ty` of a field and the `field_type` of a cell). */
export const FieldType = {
  RichText: 0,
  Number: 1,
  DateTime: 2,
  SingleSelect: 3,
  MultiSelect: 4,
  Checkbox: 5,
  URL: 6,
  Checklist: 7,
  LastEditedTime: 8,
  CreatedTime: 9,
  Relation: 10,
  Summary: 11,
  Translate: 12,
  Time: 13,
  Media: 14,
  Person: 15,
  Rollup: 16,
  CreatedBy: 17,
  LastEditedBy: 18,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

const fieldTypes: readonly number[] = Object.values(FieldType);

export function isFieldType(value: number): value is FieldType {
  return fieldTypes.includes(value);
}

/** A field's visibility in a view (`field_settings.visibility`). */
export const FieldVisibility = { Shown: 0, HiddenWhenEmpty: 1, Hidden: 2 } as const;

/**
 * Reads a numeric key written by either side: AppFlowy's Rust side stores i64, which yjs decodes as BigInt;
 * the web writes numbers; some keys arrive as strings. Anything else is `fallback`.
 */
export function numberOf(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

export function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A JSON string (select options, checklists), or undefined when it is not valid JSON. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
