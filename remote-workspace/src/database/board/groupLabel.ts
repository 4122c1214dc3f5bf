import { FieldType, type DatabaseField } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { dateGroupStart } from './groupCell';

function formatUtc(seconds: number, language: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }).format(
      new Date(seconds * 1000),
    );
  } catch {
    return new Date(seconds * 1000).toISOString().slice(0, 10);
  }
}

/** A date group's name: its day, week, month or year in the reader's language. */
function dateGroupName(t: TFunction, groupId: string, language: string): string {
  const start = dateGroupStart(groupId);
  if (start === undefined) return groupId;
  if (groupId.startsWith('W')) {
    const day = formatUtc(start, language, { year: 'numeric', month: 'short', day: 'numeric' });
    return t('workspace.database.board.weekOf', 'Week of {{day}}', { day });
  }
  if (/^\d{4}$/.test(groupId)) return groupId;
  if (/^\d{4}-\d{2}$/.test(groupId)) return formatUtc(start, language, { year: 'numeric', month: 'long' });
  return formatUtc(start, language, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** What a group (a board column) is called, from its id and the grouping field. */
export function groupName(
  t: TFunction,
  field: DatabaseField | undefined,
  groupId: string,
  language: string,
): string {
  if (field === undefined) return t('workspace.database.board.allCards', 'All cards');
  if (groupId === field.id)
    return t('workspace.database.board.noValue', 'No {{field}}', { field: field.name });
  switch (field.type) {
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return field.options.find((option) => option.id === groupId)?.name ?? groupId;
    case FieldType.Checkbox:
      return groupId === 'Yes'
        ? t('workspace.database.board.checked', 'Checked')
        : t('workspace.database.board.unchecked', 'Unchecked');
    case FieldType.DateTime:
    case FieldType.CreatedTime:
    case FieldType.LastEditedTime:
      return dateGroupName(t, groupId, language);
    default:
      return groupId;
  }
}
