import { FieldType, isFieldType } from '@quire/shared/collab';
import { ChecklistEditor } from './ChecklistEditor';
import { DateEditor } from './DateEditor';
import type { CellEditorProps } from './editorTypes';
import { MediaEditor } from './MediaEditor';
import { ReadOnlyCell } from './ReadOnlyCell';
import { RelationEditor } from './RelationEditor';
import { SelectEditor } from './SelectEditor';
import { TextEditor } from './TextEditor';

/**
 * The editor of a cell, by its field's type. Checkboxes toggle in place; computed types (times, AI fields,
 * people, rollups) and types this version does not know are shown read-only, never rewritten.
 */
export function CellEditor(props: CellEditorProps) {
  const type = props.field.type;
  if (!isFieldType(type)) return <ReadOnlyCell {...props} />;
  switch (type) {
    case FieldType.DateTime:
      return <DateEditor {...props} />;
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return <SelectEditor {...props} />;
    case FieldType.Checklist:
      return <ChecklistEditor {...props} />;
    case FieldType.Relation:
      return <RelationEditor {...props} />;
    case FieldType.Media:
      return <MediaEditor {...props} />;
    case FieldType.RichText:
    case FieldType.Number:
    case FieldType.URL:
      return <TextEditor {...props} />;
    case FieldType.Checkbox:
    case FieldType.LastEditedTime:
    case FieldType.CreatedTime:
    case FieldType.Summary:
    case FieldType.Translate:
    case FieldType.Time:
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return <ReadOnlyCell {...props} />;
    default:
      return <ReadOnlyCell {...props} />;
  }
}
