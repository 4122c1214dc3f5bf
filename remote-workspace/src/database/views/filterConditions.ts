import { FieldType, type DatabaseField } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/**
 * The one condition the simple filter bar writes per field type (AppFlowy's numbers): text and URL
 * "contains" (2), number "equals" (0), checkbox "is checked" (0). Other types are filtered in the full
 * filter editor, which is not part of this bar.
 */
export function simpleCondition(
  field: DatabaseField,
): { condition: number; needsContent: boolean } | undefined {
  switch (field.type) {
    case FieldType.RichText:
    case FieldType.URL:
      return { condition: 2, needsContent: true };
    case FieldType.Number:
      return { condition: 0, needsContent: true };
    case FieldType.Checkbox:
      return { condition: 0, needsContent: false };
    default:
      return undefined;
  }
}

export function conditionText(
  t: TFunction,
  field: DatabaseField,
  condition: number,
  content: string,
): string {
  switch (field.type) {
    case FieldType.Checkbox:
      return condition === 0
        ? t('workspace.database.filter.checked', '{{field}} is checked', { field: field.name })
        : t('workspace.database.filter.unchecked', '{{field}} is unchecked', { field: field.name });
    case FieldType.Number:
      return t('workspace.database.filter.equals', '{{field}} = {{value}}', {
        field: field.name,
        value: content,
      });
    default:
      return t('workspace.database.filter.contains', '{{field}} contains "{{value}}"', {
        field: field.name,
        value: content,
      });
  }
}
