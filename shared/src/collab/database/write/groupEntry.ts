import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { yArray, yMap } from '../../yjs.js';
import { FieldType } from '../fieldTypes.js';
import { selectOptionsOf } from '../read.js';
import { fieldMap, numberOfAny } from './doc.js';

/** AppFlowy's DateCondition of a date grouping (`content` JSON `{hide_empty, condition}`). */
export const DateGroupCondition = { Relative: 0, Day: 1, Week: 2, Month: 3, Year: 4 } as const;
export type DateGroupCondition = (typeof DateGroupCondition)[keyof typeof DateGroupCondition];

/** The group ids a field's grouping starts with: the "no value" group (the field id), then its options. */
export function initialGroupIds(doc: Y.Doc, fieldId: string): string[] {
  const field = fieldMap(doc, fieldId);
  const type = numberOfAny(field.get('ty'), -1);
  if (type === FieldType.Checkbox) return ['Yes', 'No'];
  if (type === FieldType.SingleSelect || type === FieldType.MultiSelect) {
    const options = field.get('type_option');
    const own: unknown = options instanceof Y.Map ? options.get(String(type)) : undefined;
    const content: unknown = own instanceof Y.Map ? own.get('content') : undefined;
    return [fieldId, ...selectOptionsOf(content).map((option) => option.id)];
  }
  return [fieldId];
}

export function groupContentFor(type: number): string {
  return type === FieldType.DateTime || type === FieldType.CreatedTime || type === FieldType.LastEditedTime
    ? JSON.stringify({ hide_empty: false, condition: DateGroupCondition.Month })
    : '';
}

/** A view's grouping map for `fieldId` in AppFlowy's layout. */
export function groupEntry(doc: Y.Doc, fieldId: string): Y.Map<unknown> {
  const type = numberOfAny(fieldMap(doc, fieldId).get('ty'), -1);
  return yMap({
    id: `g:${shortId(6)}`,
    field_id: fieldId,
    ty: type,
    content: groupContentFor(type),
    groups: yArray(initialGroupIds(doc, fieldId).map((id) => ({ id, visible: true }))),
  });
}
