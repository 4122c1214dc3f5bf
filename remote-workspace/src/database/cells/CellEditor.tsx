import { FieldType } from '@quire/shared/collab';
import { ChecklistEditor } from './ChecklistEditor';
import { DateEditor } from './DateEditor';
import type { CellEditorProps } from './editorTypes';
import { SelectEditor } from './SelectEditor';
import { TextEditor } from './TextEditor';

/** The editor of a cell, by its field's type (checkboxes toggle in place and have none). */
export function CellEditor(props: CellEditorProps) {
  switch (props.field.type) {
    case FieldType.DateTime:
      return <DateEditor {...props} />;
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return <SelectEditor {...props} />;
    case FieldType.Checklist:
      return <ChecklistEditor {...props} />;
    default:
      return <TextEditor {...props} />;
  }
}
