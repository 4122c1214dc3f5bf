import type * as Y from 'yjs';
import { DatabaseLayout } from '../../layouts.js';
import { FieldType } from '../fieldTypes.js';
import { childMap, fieldMap, invalid, numberOfAny, viewMap } from './doc.js';

function layoutSettings(doc: Y.Doc, viewId: string, layout: DatabaseLayout): Y.Map<unknown> {
  return childMap(childMap(viewMap(doc, viewId), 'layout_settings'), String(layout));
}

/** A board's settings; keys not named stay. */
export function setBoardSettings(
  doc: Y.Doc,
  viewId: string,
  patch: { hideUngroupedColumn?: boolean; collapseHiddenGroups?: boolean; hideEmptyGroups?: boolean },
): void {
  doc.transact(() => {
    const settings = layoutSettings(doc, viewId, DatabaseLayout.Board);
    if (patch.hideUngroupedColumn !== undefined)
      settings.set('hide_ungrouped_column', patch.hideUngroupedColumn);
    if (patch.collapseHiddenGroups !== undefined)
      settings.set('collapse_hidden_groups', patch.collapseHiddenGroups);
    if (patch.hideEmptyGroups !== undefined) settings.set('hide_empty_groups', patch.hideEmptyGroups);
  });
}

const calendarFieldTypes: readonly number[] = [
  FieldType.DateTime,
  FieldType.CreatedTime,
  FieldType.LastEditedTime,
];

/** A calendar's settings: its date field, first day of week (0 Sunday … 6 Saturday), weekends, week numbers. */
export function setCalendarSettings(
  doc: Y.Doc,
  viewId: string,
  patch: { fieldId?: string; firstDayOfWeek?: number; showWeekends?: boolean; showWeekNumbers?: boolean },
): void {
  const { firstDayOfWeek } = patch;
  if (
    firstDayOfWeek !== undefined &&
    (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 0 || firstDayOfWeek > 6)
  ) {
    throw invalid('The first day of the week is 0 to 6');
  }
  doc.transact(() => {
    const settings = layoutSettings(doc, viewId, DatabaseLayout.Calendar);
    if (patch.fieldId !== undefined) {
      if (!calendarFieldTypes.includes(numberOfAny(fieldMap(doc, patch.fieldId).get('ty'), -1))) {
        throw invalid('A calendar places rows by a date field');
      }
      settings.set('field_id', patch.fieldId);
    }
    if (firstDayOfWeek !== undefined) settings.set('first_day_of_week', firstDayOfWeek);
    if (patch.showWeekends !== undefined) settings.set('show_weekends', patch.showWeekends);
    if (patch.showWeekNumbers !== undefined) settings.set('show_week_numbers', patch.showWeekNumbers);
    if (!settings.has('layout_ty')) settings.set('layout_ty', 0);
  });
}
