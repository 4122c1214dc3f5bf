import { exhaustive } from '@quire/shared';
import { FieldType, isFieldType } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/** The types a field can be given in the grid's menus, in AppFlowy's menu order. */
export const creatableFieldTypes = [
  FieldType.RichText,
  FieldType.Number,
  FieldType.DateTime,
  FieldType.SingleSelect,
  FieldType.MultiSelect,
  FieldType.Checkbox,
  FieldType.URL,
  FieldType.Checklist,
  FieldType.Media,
  FieldType.LastEditedTime,
  FieldType.CreatedTime,
] as const;

/** A short glyph per type for the header (text, no image requests). */
export function fieldGlyph(type: number): string {
  if (!isFieldType(type)) return '?';
  switch (type) {
    case FieldType.RichText:
    case FieldType.Summary:
    case FieldType.Translate:
      return 'Aa';
    case FieldType.Number:
      return '#';
    case FieldType.DateTime:
    case FieldType.LastEditedTime:
    case FieldType.CreatedTime:
      return '📅';
    case FieldType.SingleSelect:
      return '◉';
    case FieldType.MultiSelect:
      return '☰';
    case FieldType.Checkbox:
      return '☑';
    case FieldType.URL:
      return '🔗';
    case FieldType.Checklist:
      return '✓';
    case FieldType.Relation:
      return '↗';
    case FieldType.Time:
      return '⏱';
    case FieldType.Media:
      return '📎';
    case FieldType.Person:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return '@';
    case FieldType.Rollup:
      return 'Σ';
    default:
      return exhaustive(type);
  }
}

/** A type's name in the reader's language. */
export function fieldTypeName(t: TFunction, type: number): string {
  if (!isFieldType(type)) return t('workspace.database.fieldType.unknown', 'Unknown');
  switch (type) {
    case FieldType.RichText:
      return t('workspace.database.fieldType.text', 'Text');
    case FieldType.Number:
      return t('workspace.database.fieldType.number', 'Number');
    case FieldType.DateTime:
      return t('workspace.database.fieldType.date', 'Date');
    case FieldType.SingleSelect:
      return t('workspace.database.fieldType.singleSelect', 'Select');
    case FieldType.MultiSelect:
      return t('workspace.database.fieldType.multiSelect', 'Multi-select');
    case FieldType.Checkbox:
      return t('workspace.database.fieldType.checkbox', 'Checkbox');
    case FieldType.URL:
      return t('workspace.database.fieldType.url', 'URL');
    case FieldType.Checklist:
      return t('workspace.database.fieldType.checklist', 'Checklist');
    case FieldType.LastEditedTime:
      return t('workspace.database.fieldType.lastEdited', 'Last edited');
    case FieldType.CreatedTime:
      return t('workspace.database.fieldType.createdAt', 'Created at');
    case FieldType.Relation:
      return t('workspace.database.fieldType.relation', 'Relation');
    case FieldType.Summary:
      return t('workspace.database.fieldType.summary', 'AI summary');
    case FieldType.Translate:
      return t('workspace.database.fieldType.translate', 'AI translate');
    case FieldType.Time:
      return t('workspace.database.fieldType.time', 'Time');
    case FieldType.Media:
      return t('workspace.database.fieldType.media', 'Files & media');
    case FieldType.Person:
      return t('workspace.database.fieldType.person', 'Person');
    case FieldType.Rollup:
      return t('workspace.database.fieldType.rollup', 'Rollup');
    case FieldType.CreatedBy:
      return t('workspace.database.fieldType.createdBy', 'Created by');
    case FieldType.LastEditedBy:
      return t('workspace.database.fieldType.lastEditedBy', 'Last edited by');
    default:
      return exhaustive(type);
  }
}
